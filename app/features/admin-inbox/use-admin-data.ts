import { useCallback, useEffect, useState } from "react";

import { AdminRequestError, SignedOutError, adminRequest } from "./admin-client";

export interface AdminData<T> {
  /** The latest answer; while a new request runs, the one before it. */
  data: T | null;
  /** Why the latest request failed (status 0: the server was not reached). */
  error: { status: number; message: string } | null;
  loading: boolean;
  reload: () => void;
  /** Puts in an answer the server gave elsewhere (after a change), without asking again. */
  replace: (data: T) => void;
}

type Result<T> = { key: string; data: T | null; error: AdminData<T>["error"] };

/**
 * GETs `path` (nothing while it is null) and again whenever it changes; a request that a newer
 * one overtakes is aborted, so an older answer never replaces a newer one. A 401 is left to the
 * sign-in form.
 */
export function useAdminData<T>(path: string | null): AdminData<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [result, setResult] = useState<Result<T>>({ key: "", data: null, error: null });

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    adminRequest<T>(path, { signal: controller.signal }).then(
      (data) => setResult({ key, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted || error instanceof SignedOutError) return;
        const failure =
          error instanceof AdminRequestError
            ? { status: error.status, message: error.message }
            : { status: 0, message: String(error) };
        setResult((previous) => ({ key, data: previous.data, error: failure }));
      },
    );
    return () => controller.abort();
  }, [path, key]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (data: T) => setResult((previous) => ({ ...previous, data, error: null })),
    [],
  );
  const loading = path !== null && result.key !== key;
  return { data: result.data, error: loading ? null : result.error, loading, reload, replace };
}
