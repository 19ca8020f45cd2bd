/**
 * No fault ends the local editor: an exception nobody caught, or a promise rejected with nobody
 * awaiting it (decap-server's unawaited move ended `npm run cms` so), is logged, the request it
 * came from is answered, and the process goes on serving. Each request runs with its own way to
 * answer a fault, which Node's async context carries into every callback and promise it starts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type AnswerFault = (fault: unknown) => void;

const requestInProgress = new AsyncLocalStorage<AnswerFault>();

/** Runs one request's work; a fault that escapes it is answered (and logged) by `answerFault`. */
export function runAnswering<T>(answerFault: AnswerFault, work: () => T): T {
  return requestInProgress.run(answerFault, work);
}

/**
 * For a process that serves (`npm run cms`, the dev server): from now on, a stray fault is logged
 * and answered instead of ending it. `where` names it in the log line.
 */
export function keepServingThroughFaults(log: (line: string) => void, where = 'no CMS local'): void {
  const onFault = (fault: unknown) => {
    const answerFault = requestInProgress.getStore();
    if (answerFault) return answerFault(fault);
    const detail = fault instanceof Error ? (fault.stack ?? fault.message) : String(fault);
    log(`✖ Erro inesperado ${where}; ele continua funcionando.\n${detail}`);
  };
  process.on('uncaughtException', onFault);
  process.on('unhandledRejection', onFault);
}
