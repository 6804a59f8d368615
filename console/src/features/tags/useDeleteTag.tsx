import type { TagListResp } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteTagMutation } from '../../api/tags';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';

/**
 * Deletes a tag after a confirmation naming it and how many nodes carry it; when a policy uses the
 * tag the server refuses, and its message is shown as it is.
 */
export function useDeleteTag(): (tag: TagListResp) => void {
  const { t } = useTranslation();
  const remove = useDeleteTagMutation();
  return (tag) => {
    const name = tag.tag_name;
    confirmAction({
      title: t('tags.deleteTitle'),
      message: t('tags.deleteConfirm', { name, count: tag.used_by_count }),
      confirmLabel: t('tags.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(tag), {
          pending: t('tags.deletePending', { name }),
          success: t('tags.deleteDone', { name }),
          failure: t('tags.deleteFailed', { name }),
        }),
    });
  };
}
