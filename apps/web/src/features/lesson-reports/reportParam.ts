import { useSearchParams } from 'react-router';

/** The `?report=` of the address: the lesson (form) or report (reader) a notice or the classroom links to. */
const reportParam = 'report';

/** The key the address names, and a setter that keeps the rest of the address. */
export function useReportParam() {
  const [params, setParams] = useSearchParams();
  const set = (key: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key) next.set(reportParam, key);
        else next.delete(reportParam);
        return next;
      },
      { replace: true },
    );
  return [params.get(reportParam), set] as const;
}
