// What a release checks in a remote's new build before remotes.json points at it (docs/releases.md):
// its shared dependencies fit what the live shell provides, and it exposes the modules the typed
// contract lists for it. Each check returns the problems it found, as sentences; none means it passed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The package a share key belongs to: 'react/jsx-runtime' -> 'react', '@villa/shared/ui/kit' -> '@villa/shared'. */
function packageOf(shareKey) {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const parseVersion = (text) => {
  const match = /^v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  const part = (value) => (value === undefined || value === 'x' || value === '*' ? null : Number(value));
  return [Number(match[1]), part(match[2]), part(match[3])];
};

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The first version past a caret range: ^1.2.3 -> 2.0.0, ^0.2.3 -> 0.3.0, ^0.0.3 -> 0.0.4. */
function caretLimit([major, minor, patch]) {
  if (major > 0 || minor === null) return [major + 1, 0, 0];
  if (minor > 0 || patch === null) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

/** The first version past a tilde or plain range: ~1.2.3 and 1.2 -> 1.3.0, ~1 and 1 -> 2.0.0, 1.2.3 -> 1.2.4. */
function partialLimit([major, minor, patch], tilde) {
  if (minor === null) return [major + 1, 0, 0];
  if (tilde || patch === null) return [major, minor + 1, 0];
  return [major, minor, patch + 1];
}

/** The bounds of one comparator ('^19.3.1', '~1.2.0', '>=2', '1.2.3'), or null if unreadable. */
function comparator(text) {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(text);
  const version = match && parseVersion(match[2]);
  if (!version) return null;
  const low = version.map((part) => part ?? 0);
  switch (match[1]) {
    case '^':
      return { low, high: caretLimit(version) };
    case '~':
      return { low, high: partialLimit(version, true) };
    case '>=':
      return { low };
    case '>':
      return { low, exclusive: true };
    case '<':
      return { high: low };
    case '<=':
      return { high: partialLimit(version, false) };
    default:
      return { low, high: partialLimit(version, false) };
  }
}

/**
 * Whether a version is in a semver range: '^19.3.1', '~1.2.3', '>=18 <20', '18 || 19', '*'.
 * Returns null for a range it cannot read (the caller refuses rather than guess).
 */
export function satisfies(versionText, range) {
  const version = parseVersion(versionText);
  if (!version || version.includes(null)) return null;
  let readable = true;
  const matches = range.split('||').some((set) => {
    const parts = set.trim().split(/\s+/).filter(Boolean);
    return parts.every((part) => {
      if (part === '*' || part === 'x') return true;
      const bounds = comparator(part);
      if (!bounds) {
        readable = false;
        return false;
      }
      const above =
        !bounds.low ||
        (bounds.exclusive ? compare(version, bounds.low) > 0 : compare(version, bounds.low) >= 0);
      return above && (!bounds.high || compare(version, bounds.high) < 0);
    });
  });
  return readable ? matches : null;
}

const major = (version) => parseVersion(version)?.[0];

/**
 * What keeps a remote's build from running against the live shell's shared modules. A package is a
 * singleton when either side shares any of its keys as one ('react/' makes react/jsx-runtime one
 * React): for each of its keys the remote uses, the shell's version must have the remote's major and
 * satisfy the remote's requiredVersion. Other shared modules are not compared: when the shell's
 * copy does not fit, the remote loads its own.
 * @param {{ shared?: { name: string, version: string, singleton?: boolean, requiredVersion?: string | false }[] }} host the shell's mf-manifest.json
 * @param {typeof host & { name: string }} remote the remote's new mf-manifest.json
 * @returns {string[]}
 */
export function sharedProblems(host, remote) {
  const hostShared = host.shared ?? [];
  const remoteShared = remote.shared ?? [];
  const singletons = new Set(
    [...hostShared, ...remoteShared].filter((entry) => entry.singleton).map((entry) => packageOf(entry.name)),
  );
  const problems = [];
  for (const entry of remoteShared) {
    const pkg = packageOf(entry.name);
    if (!singletons.has(pkg)) continue;
    const provided =
      hostShared.find((candidate) => candidate.name === entry.name) ??
      hostShared.find((candidate) => candidate.name === pkg) ??
      hostShared.find((candidate) => packageOf(candidate.name) === pkg);
    // The shell does not load this package at all: the remote's own copy is the only one.
    if (!provided) continue;
    if (major(provided.version) !== major(entry.version)) {
      problems.push(
        `${entry.name}: ${remote.name} was built with ${entry.version}, the shell provides ${provided.version} (a singleton: the major versions must match)`,
      );
      continue;
    }
    const required = entry.requiredVersion;
    if (typeof required === 'string' && required !== '') {
      const fits = satisfies(provided.version, required);
      if (fits === null) {
        problems.push(`${entry.name}: cannot read ${remote.name}'s requiredVersion "${required}"`);
      } else if (!fits) {
        problems.push(
          `${entry.name}: ${remote.name} requires ${required}, the shell provides ${provided.version}`,
        );
      }
    }
  }
  return problems;
}

/** The keys of `interface RemoteModules` in the contract file ('listings/UnitsPage', …), as TypeScript parses it. */
export function contractModuleIds(contractFile) {
  const source = ts.createSourceFile(
    contractFile,
    readFileSync(contractFile, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const contract = source.statements.find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === 'RemoteModules',
  );
  if (!contract) throw new Error(`${contractFile} declares no interface RemoteModules`);
  return contract.members.map((member) => member.name.text);
}

/** The contract of exposed modules of a checkout of the repository. */
export const contractFile = (root) => path.join(root, 'shared', 'src', 'contracts', 'exposed-modules.ts');

/**
 * What differs between the modules a remote's manifest exposes and those the contract lists for it.
 * @param {{ exposes?: { name: string }[] }} manifest
 * @param {string} remote
 * @param {string[]} contractIds
 */
export function exposesProblems(manifest, remote, contractIds) {
  const exposed = new Set((manifest.exposes ?? []).map((entry) => entry.name));
  const contracted = new Set(
    contractIds.filter((id) => id.startsWith(`${remote}/`)).map((id) => id.slice(remote.length + 1)),
  );
  return [
    ...[...contracted]
      .filter((name) => !exposed.has(name))
      .map((name) => `it does not expose ${name}, which the contract lists for ${remote}`),
    ...[...exposed]
      .filter((name) => !contracted.has(name))
      .map((name) => `it exposes ${name}, which the contract does not list for ${remote}`),
  ];
}

/** A check failed: nothing was switched. The message lists each problem on its own line. */
export class ReleaseRefused extends Error {
  constructor(remote, reason, problems = []) {
    super(`Refused to release ${remote}: ${reason}${problems.map((problem) => `\n  - ${problem}`).join('')}`);
    this.name = 'ReleaseRefused';
  }
}

/**
 * The checks a remote's build must pass before it goes live, on its manifest (the one built, or the
 * one read back from the bucket) against the live shell's. `hasFile` says whether a file is in the
 * build (its server-rendering files).
 * @returns {{ checked: string[] }} what was checked, to print; throws ReleaseRefused
 */
export function checkManifest({ remote, manifest, hostManifest, contractIds, hasFile }) {
  if (manifest.name !== remote) {
    throw new ReleaseRefused(remote, `the build is the "${manifest.name}" remote's`);
  }
  const shared = sharedProblems(hostManifest, manifest);
  if (shared.length > 0) {
    throw new ReleaseRefused(remote, "its shared dependencies do not fit the shell's", shared);
  }
  const exposes = exposesProblems(manifest, remote, contractIds);
  if (exposes.length > 0) {
    throw new ReleaseRefused(remote, 'its exposed modules differ from the contract', exposes);
  }
  // The server renders each page from the remote's server build (api/src/lib/server-render.ts).
  const names = (manifest.exposes ?? []).map((entry) => entry.name);
  const missing = names.filter((name) => !hasFile(`ssr/${name}.cjs`));
  if (missing.length > 0) {
    throw new ReleaseRefused(
      remote,
      'its server-rendering build is incomplete',
      missing.map((name) => `no ssr/${name}.cjs`),
    );
  }
  const singletons = (manifest.shared ?? []).filter((entry) => entry.singleton).map((entry) => entry.name);
  return {
    checked: [
      `shared singletons fit the shell's: ${singletons.join(', ') || 'none'}`,
      `exposes ${names.join(', ')}, as the contract lists, each with its server build`,
    ],
  };
}
