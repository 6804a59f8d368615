import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A certificate authority made for one test, and a server certificate it signed. */
export interface TestCertificates {
  /** The CA's certificate (PEM), what a client is told to trust. */
  caFile: string;
  ca: string;
  /** The server's certificate and private key (PEM files). */
  certFile: string;
  keyFile: string;
  /** Deletes the files. */
  remove(): void;
}

function openssl(args: string[]): void {
  execFileSync('openssl', args, { stdio: 'pipe' });
}

/**
 * Makes a CA with the openssl command line and a server certificate from it for `names`
 * (`subjectAltName` entries such as `DNS:localhost`, `IP:127.0.0.1`), in a new temporary folder.
 */
export function makeTestCertificates(names: string[] = ['DNS:localhost', 'IP:127.0.0.1']): TestCertificates {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'netloom-test-ca-'));
  const file = (name: string) => path.join(dir, name);
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...key,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '1',
    '-subj',
    '/CN=Netloom test CA',
  ]);
  openssl(['req', ...key, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=netloom-test']);
  writeFileSync(file('names.ext'), `subjectAltName=${names.join(',')}\n`);
  openssl([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    file('names.ext'),
    '-out',
    file('server.pem'),
  ]);
  return {
    caFile: file('ca.pem'),
    ca: readFileSync(file('ca.pem'), 'utf8'),
    certFile: file('server.pem'),
    keyFile: file('server.key'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
