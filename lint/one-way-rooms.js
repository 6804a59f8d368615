// The lint rule that keeps every part's rooms one way (docs/architecture.md, Rooms): a file imports only
// rooms on its own floor or below, and no two rooms import each other, directly or around a circle.
// A room is one entry (a file or a folder) of a folder; two files are compared in the rooms of the
// deepest folder holding both. Floors are declared for a part's top folder (lint/room-floors.js);
// every other folder only has to stay free of circles.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** Tests may import any room they test. */
const TEST = /\.(test|spec)\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results']);
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a relative import names, or null when it names none. */
function importedFile(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)];
  return candidates.concat(EXTENSIONS.map((extension) => join(base, `index${extension}`))).find(isFile) ?? null;
}

function sourceFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The import graph of the files on disk, read once per lint run. */
function createHouse() {
  const importsOfFile = new Map();
  const roomGraphs = new Map();

  function importsOf(file) {
    if (!importsOfFile.has(file)) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(RELATIVE_IMPORT)].map((match) => importedFile(file, match[1]));
      importsOfFile.set(
        file,
        targets.filter((target) => target !== null),
      );
    }
    return importsOfFile.get(file);
  }

  /** Which rooms of `folder` import which others. */
  function roomGraph(folder) {
    if (!roomGraphs.has(folder)) {
      const graph = new Map();
      for (const file of sourceFilesUnder(folder)) {
        const from = roomOf(folder, file);
        for (const target of importsOf(file)) {
          const to = target.startsWith(folder + sep) ? roomOf(folder, target) : from;
          if (to === from) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
        }
      }
      roomGraphs.set(folder, graph);
    }
    return roomGraphs.get(folder);
  }

  /** The rooms from `from` to `to` along imports, or null when `to` can't be reached. */
  function pathBetween(folder, from, to) {
    const graph = roomGraph(folder);
    const cameFrom = new Map([[from, null]]);
    const waiting = [from];
    while (waiting.length > 0) {
      const room = waiting.shift();
      if (room === to) {
        const path = [];
        for (let step = room; step !== null; step = cameFrom.get(step)) path.unshift(step);
        return path;
      }
      for (const next of graph.get(room) ?? []) {
        if (!cameFrom.has(next)) {
          cameFrom.set(next, room);
          waiting.push(next);
        }
      }
    }
    return null;
  }

  return { pathBetween };
}

function roomOf(folder, file) {
  return relative(folder, file).split(sep)[0];
}

function deepestSharedFolder(a, b) {
  const partsA = dirname(a).split(sep);
  const partsB = dirname(b).split(sep);
  let shared = 0;
  while (shared < partsA.length && shared < partsB.length && partsA[shared] === partsB[shared]) shared++;
  return partsA.slice(0, shared).join(sep);
}

function floorOf(floors, room) {
  const floor = floors.findIndex((rooms) => rooms.includes(room));
  return floor === -1 ? null : floors.length - floor;
}

/** One import graph per repository a lint run looks at. */
const houses = new Map();

export const oneWayRooms = {
  meta: {
    type: 'problem',
    docs: { description: 'imports run one way: down the declared floors, and never around a circle of rooms' },
    schema: [
      {
        type: 'object',
        properties: {
          parts: { type: 'array', items: { type: 'string' } },
          floors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'array' } } },
        },
        required: ['parts', 'floors'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} (floor {{fromFloor}} of {{folder}}) imports {{to}} on floor {{toFloor}}, above it: move the shared code down, or declare the floors again in lint/room-floors.js',
      unplaced: '{{room}} stands on no floor of {{folder}}: place it in lint/room-floors.js',
      circle:
        '{{from}} imports {{to}}, which imports {{from}} back ({{path}}): rooms of {{folder}} must import one way; move what both need into a room below them',
    },
  },
  create(context) {
    const { parts, floors } = context.options[0];
    const root = context.cwd;
    const partFolders = parts.map((part) => resolve(root, part));
    if (!houses.has(root)) houses.set(root, createHouse());
    const house = houses.get(root);
    const file = context.filename;
    const part = partFolders.find((folder) => file.startsWith(folder + sep));
    if (!part || TEST.test(file)) return {};

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = importedFile(file, specifier);
      if (!target || !target.startsWith(part + sep)) return;
      const folder = deepestSharedFolder(file, target);
      const from = roomOf(folder, file);
      const to = roomOf(folder, target);
      if (from === to) return;
      const shown = relative(root, folder);
      const declared = floors[shown];
      if (declared) {
        for (const room of [from, to]) {
          if (floorOf(declared, room) === null) {
            context.report({ node: node.source, messageId: 'unplaced', data: { room, folder: shown } });
            return;
          }
        }
        const [fromFloor, toFloor] = [floorOf(declared, from), floorOf(declared, to)];
        if (toFloor > fromFloor) {
          context.report({
            node: node.source,
            messageId: 'upward',
            data: { from, to, folder: shown, fromFloor, toFloor },
          });
          return;
        }
      }
      const back = house.pathBetween(folder, to, from);
      if (back)
        context.report({
          node: node.source,
          messageId: 'circle',
          data: { from, to, folder: shown, path: [from, ...back].join(' → ') },
        });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'one-way-rooms': oneWayRooms } };
