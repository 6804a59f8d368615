import {
  enrollmentKeySchema,
  type CreateEnrollmentKeyRequest,
  type UpdateEnrollmentKeyRequest,
} from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const enrollmentKeyKeys = {
  all: [QUERY_ROOTS.enrollmentKeys] as const,
};

const keyPath = (value: string) => `/v1/enrollment-keys/${encodeURIComponent(value)}`;

export function useEnrollmentKeysQuery() {
  return useQuery({
    queryKey: enrollmentKeyKeys.all,
    queryFn: () =>
      requestRaw(z.array(enrollmentKeySchema).nullable(), '/v1/enrollment-keys').then((list) => list ?? []),
  });
}

function useKeyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrollmentKeyKeys.all }),
  });
}

export function useCreateEnrollmentKeyMutation() {
  return useKeyMutation((request: CreateEnrollmentKeyRequest) =>
    requestRaw(enrollmentKeySchema, '/v1/enrollment-keys', { method: 'POST', body: request }),
  );
}

export function useUpdateEnrollmentKeyMutation() {
  return useKeyMutation(({ value, changes }: { value: string; changes: UpdateEnrollmentKeyRequest }) =>
    requestRaw(enrollmentKeySchema, keyPath(value), { method: 'PUT', body: changes }),
  );
}

export function useDeleteEnrollmentKeyMutation() {
  return useKeyMutation((value: string) => requestVoid(keyPath(value), { method: 'DELETE' }));
}
