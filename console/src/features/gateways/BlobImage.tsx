import { Image } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  size: number;
}

/** An image held in memory, shown through an object URL that is revoked when it goes. */
export function BlobImage({ blob, alt, size }: BlobImageProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} alt={alt} w={size} h={size} fit="contain" />;
}
