/*
 * deploy/k8s as `kubectl apply -k <folder>` would apply it, for tests (no cluster, no kustomize
 * binary): the manifests of a kustomization and of the kustomizations it includes, in its
 * namespace, with each generated Secret as its committed `<env file>.example` describes it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

export interface Kustomization {
  apiVersion: string;
  kind: 'Kustomization';
  namespace?: string;
  labels?: Array<{
    pairs: Record<string, string>;
    includeSelectors?: boolean;
    includeTemplates?: boolean;
  }>;
  resources?: string[];
  secretGenerator?: Array<{ name: string; envs?: string[] }>;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
}

export interface Build {
  manifests: Manifest[];
  /** The manifest files read, and the kustomizations. */
  files: string[];
  /** The env files of the Secrets generated (read from their `.example`). */
  envFiles: string[];
  images: NonNullable<Kustomization['images']>;
}

/** The YAML files under a folder, at any depth. */
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Every document of a YAML file; a YAML error throws. */
export function readDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    return document.toJS() as unknown;
  });
}

/** `KEY=value` lines of an env file; comments and blank lines left out. */
export function readEnvFile(file: string): Record<string, string> {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    });
  return Object.fromEntries(entries) as Record<string, string>;
}

export function kustomize(dir: string): Build {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = readDocuments(file)[0] as Kustomization;
  const build: Build = { manifests: [], files: [file], envFiles: [], images: [] };
  for (const entry of kustomization.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (statSync(target).isDirectory()) {
      const included = kustomize(target);
      build.manifests.push(...included.manifests);
      build.files.push(...included.files);
      build.envFiles.push(...included.envFiles);
      build.images.push(...included.images);
    } else {
      build.files.push(target);
      build.manifests.push(...(readDocuments(target) as Manifest[]));
    }
  }
  for (const generator of kustomization.secretGenerator ?? []) {
    const envFiles = (generator.envs ?? []).map((env) => path.join(dir, env));
    build.envFiles.push(...envFiles);
    build.manifests.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: generator.name },
      type: 'Opaque',
      stringData: Object.assign({}, ...envFiles.map((env) => readEnvFile(`${env}.example`))),
    });
  }
  build.images.push(...(kustomization.images ?? []));
  const namespace = kustomization.namespace;
  if (namespace) {
    for (const manifest of build.manifests) {
      if (manifest.kind !== 'Namespace') manifest.metadata = { ...manifest.metadata, namespace };
    }
  }
  return build;
}
