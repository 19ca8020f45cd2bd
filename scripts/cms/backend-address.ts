/** Where the CMS's local backend answers: the address Decap's `local_backend` calls, and the server serves. */
export const backendPath = '/api/v1';

export const localBackendUrl = (port: number) => `http://127.0.0.1:${port}${backendPath}`;
