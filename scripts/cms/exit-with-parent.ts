/**
 * Loaded before a child server's own code (child-servers.ts starts it so). The parent holds the
 * other end of a pipe on this process's fd 3 and never writes to it; the pipe closes when the parent
 * exits, however it ends (Ctrl+C, a crash, SIGKILL). The child is the leader of its own process
 * group and ends the whole group at once: nobody is left to use its servers, and nothing it started
 * may keep a port.
 */
import { Socket } from 'node:net';

const parent = new Socket({ fd: 3, readable: true, writable: false });
const endGroup = () => {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.kill(process.pid, 'SIGKILL');
  }
};
parent.on('end', endGroup);
parent.on('error', endGroup);
parent.resume();
// The pipe alone does not keep the child alive: it lives as long as its own work does.
parent.unref();
