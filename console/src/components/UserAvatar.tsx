import { Avatar, Image, type AvatarProps } from '@mantine/core';
import { avatarDataUrl } from './avatar';

/** The user's generated avatar; the logo stands in if the image cannot be shown. */
export function UserAvatar({ username, ...props }: { username: string } & Omit<AvatarProps, 'src' | 'alt'>) {
  return (
    <Avatar src={avatarDataUrl(username)} alt="" {...props}>
      <Image src="/logo.svg" alt="" w="70%" h="70%" />
    </Avatar>
  );
}
