import { tagListRespSchema, type CreateTagRequest, type TagListResp, type UpdateTagRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestVoid } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS, type QueryRoot } from './queryRoots';

export const tagKeys = {
  all: [QUERY_ROOTS.tags] as const,
  network: (netid: string) => [QUERY_ROOTS.tags, 'network', netid] as const,
};

const TAGS_PATH = '/v1/tags';

/**
 * The tags of one network with what carries them, refetched on live updates
 * (else with the 10 s status poll) so the members follow nodes that join or leave.
 */
export function useNetworkTagsQuery(netid: string) {
  return useQuery({
    queryKey: tagKeys.network(netid),
    queryFn: () =>
      requestEnvelope(z.array(tagListRespSchema).nullable(), TAGS_PATH, { query: { network: netid } }).then(
        (list) => list ?? [],
      ),
    refetchInterval: pollUnlessLive,
  });
}

/** A tag change moves tags on nodes and external clients, and a rename reaches the policies that use it. */
const CHANGED_BY_TAGS: readonly QueryRoot[] = [
  QUERY_ROOTS.tags,
  QUERY_ROOTS.nodes,
  QUERY_ROOTS.externalClients,
  QUERY_ROOTS.acls,
];

function useTagMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => CHANGED_BY_TAGS.includes(query.queryKey[0] as QueryRoot),
      }),
  });
}

/** A new tag `<network>.<tag_name>` with its members. */
export function useCreateTagMutation() {
  return useTagMutation(({ netid, request }: { netid: string; request: CreateTagRequest }) =>
    requestEnvelope(tagListRespSchema, TAGS_PATH, { method: 'POST', query: { network: netid }, body: request }),
  );
}

/** Renames a tag (`new_name`) and replaces its members (`tagged_nodes`) in one call. */
export function useUpdateTagMutation() {
  return useTagMutation(({ netid, request }: { netid: string; request: UpdateTagRequest }) =>
    requestEnvelope(tagListRespSchema, TAGS_PATH, { method: 'PUT', query: { network: netid }, body: request }),
  );
}

/** Deletes a tag; the server refuses while an access policy uses it. */
export function useDeleteTagMutation() {
  return useTagMutation((tag: Pick<TagListResp, 'id' | 'network'>) =>
    requestVoid(TAGS_PATH, { method: 'DELETE', query: { tag_id: tag.id, network: tag.network } }),
  );
}
