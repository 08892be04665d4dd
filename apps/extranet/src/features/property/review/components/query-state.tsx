import type { ReactNode } from 'react';
import { ErrorState } from '@extranet/ui/error-state';
import { SkeletonGroup, Skeleton } from '@extranet/ui/skeleton';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading skeleton, error with retry, or the content of a loaded query. */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <SkeletonGroup label={loading}>
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </SkeletonGroup>
    );
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        title={failed}
        description={errorMessage(query.error, failed)}
        onRetry={() => void query.refetch()}
        retryLabel={t('review.queue.retry')}
        headingLevel={2}
      />
    );
  return <>{children(query.data)}</>;
}
