import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import { Secret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { Service } from 'kubernetes-models/v1/Service';
import request from 'supertest';
import { createApp } from '../app';
import { loadConfig, REPO_ROOT, sandboxSecretsInUse } from '../config';
import { releaseSettings } from '../release/settings';
import { testConfig } from '../test-support/helpers';
import {
  kustomize,
  readDocuments,
  yamlFiles,
  type Build,
  type Kustomization,
  type Manifest,
} from '../test-support/kustomize';
import {
  deployablePackages,
  dockerfileEnv,
  dockerfileOf,
  readRepoFile,
} from '../test-support/repo-files';

/**
 * The Kubernetes manifests of deploy/k8s, without a cluster. Every object is
 * validated against the Kubernetes API schema (kubernetes-models), and what the API cannot
 * know is checked against the BFF and the other manifests: selectors, ports, probes, the
 * variables the BFF reads, secrets only from a Secret, the autoscaler, the disruption budget,
 * the Ingress, the builds volume and Redis.
 */

const K8S = path.join(REPO_ROOT, 'deploy/k8s');
/** Each folder `kubectl apply -k` is given (docs/operations.md, "Running as replicas"). */
const TARGETS = ['base', 'self-hosted-redis'];
const builds = Object.fromEntries(
  TARGETS.map((target) => [target, kustomize(path.join(K8S, target))]),
);
const base = builds.base!;

type Model = new (data: never) => { validate(): void };
const MODELS: Record<string, Model> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

/** A variable that holds a secret: it comes only from a Secret. */
const SECRET_LIKE = (name: string) =>
  /KEY|SECRET|TOKEN|PASSWORD/.test(name) || name === 'REDIS_URL';

function find<T>(build: Build, kind: string, name: string): T {
  const found = build.manifests.filter((m) => m.kind === kind && m.metadata.name === name);
  expect({ kind, name, found: found.length }).toEqual({ kind, name, found: 1 });
  return found[0] as T;
}

const ofKind = <T>(build: Build, kind: string) =>
  build.manifests.filter((m) => m.kind === kind) as unknown as Array<T & Manifest>;

/** The pods each Deployment and StatefulSet runs. */
function workloads(build: Build) {
  return [
    ...ofKind<IDeployment>(build, 'Deployment'),
    ...ofKind<IStatefulSet>(build, 'StatefulSet'),
  ].map((workload) => ({
    name: `${workload.kind}/${workload.metadata.name}`,
    labels: workload.spec!.template.metadata?.labels ?? {},
    pod: workload.spec!.template.spec!,
    claimTemplates: (workload as IStatefulSet).spec?.volumeClaimTemplates ?? [],
  }));
}

const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** A container's port by number or name. */
function containerPort(container: IContainer, port: number | string | undefined) {
  return container.ports?.find((p) => p.containerPort === port || p.name === port)?.containerPort;
}

/** Every variable a container gets, and where from. */
function variables(build: Build, container: IContainer) {
  const found: Array<{ name: string; from: 'value' | 'configMap' | 'secret'; value?: string }> = [];
  for (const source of container.envFrom ?? []) {
    expect(source.secretRef).toBeUndefined(); // each secret is named where it is used
    const configMap = find<IConfigMap>(build, 'ConfigMap', source.configMapRef!.name!);
    for (const [name, value] of Object.entries(configMap.data ?? {})) {
      found.push({ name, from: 'configMap', value });
    }
  }
  for (const env of container.env ?? []) {
    const ref = env.valueFrom?.secretKeyRef;
    if (ref) {
      const secret = find<ISecret>(build, 'Secret', ref.name!);
      const value = secret.stringData?.[ref.key];
      // A key the Secret lacks is allowed only where the variable is optional.
      expect({ env: env.name, present: value !== undefined || ref.optional === true }).toEqual({
        env: env.name,
        present: true,
      });
      found.push({ name: env.name, from: 'secret', ...(value === undefined ? {} : { value }) });
    } else {
      expect({ env: env.name, valueFrom: env.valueFrom }).toEqual({
        env: env.name,
        valueFrom: undefined,
      });
      found.push({ name: env.name, from: 'value', ...(env.value ? { value: env.value } : {}) });
    }
  }
  return found;
}

/** The names `loadConfig` and `releaseSettings` read, given these values. */
function variablesTheBffReads(values: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  releaseSettings(env);
  sandboxSecretsInUse(env);
  return read;
}

describe('deploy/k8s: every file', () => {
  const files = yamlFiles(K8S);

  it('is Kubernetes objects of the API kubernetes-models validates, or a kustomization', () => {
    const kinds = new Set<string>();
    for (const file of files) {
      for (const document of readDocuments(file) as Manifest[]) {
        const where = path.relative(K8S, file);
        if (document.kind === 'Kustomization') {
          expect({ where, apiVersion: document.apiVersion }).toEqual({
            where,
            apiVersion: 'kustomize.config.k8s.io/v1beta1',
          });
          continue;
        }
        const model = MODELS[`${document.apiVersion}/${document.kind}`];
        expect({ where, kind: document.kind, model: Boolean(model) }).toEqual({
          where,
          kind: document.kind,
          model: true,
        });
        expect(() => new model!(document as never).validate()).not.toThrow();
        kinds.add(document.kind);
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'Namespace',
        'NetworkPolicy',
        'PersistentVolumeClaim',
        'PodDisruptionBudget',
        'Service',
        'StatefulSet',
      ].sort(),
    );
    // The generated Secrets validate too.
    for (const build of Object.values(builds)) {
      for (const secret of ofKind<ISecret>(build, 'Secret')) {
        expect(() => new Secret(secret).validate()).not.toThrow();
      }
    }
  });

  it('refuses what the API would refuse (the validation is real)', () => {
    const bff = structuredClone(find<IDeployment>(base, 'Deployment', 'bff'));
    bff.spec!.template.spec!.containers[0]!.ports![0]!.containerPort = '3000' as never;
    expect(() => new Deployment(bff).validate()).toThrow(/containerPort must be integer/);
    const hpa = structuredClone(
      find<IHorizontalPodAutoscaler>(base, 'HorizontalPodAutoscaler', 'bff'),
    );
    delete (hpa.spec as { maxReplicas?: number }).maxReplicas;
    expect(() => new HorizontalPodAutoscaler(hpa).validate()).toThrow(/maxReplicas/);
  });

  it('is part of a kustomization, and the secrets files are examples only (the real ones ignored)', () => {
    const used = new Set(Object.values(builds).flatMap((build) => build.files));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
    const envFiles = [...new Set(Object.values(builds).flatMap((build) => build.envFiles))];
    expect(envFiles.map((file) => path.relative(K8S, file)).sort()).toEqual([
      'base/bff.secrets.env',
      'self-hosted-redis/redis.secrets.env',
    ]);
    for (const file of envFiles) {
      expect(existsSync(`${file}.example`)).toBe(true);
      const ignored = spawnSync('git', ['check-ignore', '-q', '--no-index', file], {
        cwd: REPO_ROOT,
      });
      expect({ file, ignored: ignored.status }).toEqual({ file, ignored: 0 });
    }
    // Every image of ours is mapped to the registry in one place.
    const mapped = new Set(base.images.map((image) => image.name));
    for (const build of Object.values(builds)) {
      for (const { pod } of workloads(build)) {
        for (const { image } of pod.containers) {
          if (image!.startsWith('qsr-ordering-site-')) expect(mapped).toContain(image);
        }
      }
    }
  });

  // The loader reads these fields; `labels` only adds app.kubernetes.io/part-of to metadata.
  it('uses no kustomization field the test would not see', () => {
    const known = [
      'apiVersion',
      'kind',
      'namespace',
      'labels',
      'resources',
      'secretGenerator',
      'images',
    ];
    for (const target of TARGETS) {
      const file = path.join(K8S, target, 'kustomization.yaml');
      const kustomization = readDocuments(file)[0] as Kustomization;
      expect(Object.keys(kustomization).filter((key) => !known.includes(key))).toEqual([]);
      for (const { includeSelectors, includeTemplates } of kustomization.labels ?? []) {
        expect({ includeSelectors, includeTemplates }).toEqual({});
      }
    }
  });
});

describe.each(TARGETS)('kubectl apply -k deploy/k8s/%s', (target) => {
  const build = builds[target]!;

  it('puts everything in the namespace it creates', () => {
    const [namespace] = ofKind<Manifest>(build, 'Namespace');
    expect(namespace?.metadata.name).toBe('qsr-ordering-site');
    for (const manifest of build.manifests) {
      if (manifest !== namespace)
        expect(manifest.metadata.namespace).toBe(namespace!.metadata.name);
    }
  });

  it('has every Service select the pods of a workload, on ports they have', () => {
    for (const service of ofKind<IService>(build, 'Service')) {
      const selector = service.spec?.selector ?? {};
      const selected = workloads(build).filter(({ labels }) => selects(selector, labels));
      expect({ service: service.metadata.name, selected: selected.length }).toEqual({
        service: service.metadata.name,
        selected: 1,
      });
      for (const port of service.spec?.ports ?? []) {
        const target = containerPort(selected[0]!.pod.containers[0]!, port.targetPort ?? port.port);
        expect({ service: service.metadata.name, port: port.name, target }).toEqual({
          service: service.metadata.name,
          port: port.name,
          target: expect.any(Number),
        });
      }
    }
  });

  it('finds every ConfigMap, Secret, volume and claim a pod names', () => {
    for (const { name, pod, claimTemplates } of workloads(build)) {
      const volumes = new Set([
        ...(pod.volumes ?? []).map((volume) => volume.name),
        ...claimTemplates.map((claim) => claim.metadata!.name!),
      ]);
      for (const volume of pod.volumes ?? []) {
        const claim = volume.persistentVolumeClaim?.claimName;
        if (claim) find<IPersistentVolumeClaim>(build, 'PersistentVolumeClaim', claim);
      }
      for (const container of pod.containers) {
        variables(build, container); // every reference found
        for (const mount of container.volumeMounts ?? []) {
          expect({ name, mount: mount.name, known: volumes.has(mount.name) }).toEqual({
            name,
            mount: mount.name,
            known: true,
          });
        }
      }
    }
  });

  it('runs every container as a user, not root, on a read-only root file system', () => {
    for (const { name, pod } of workloads(build)) {
      // None calls the Kubernetes API: no service account token is mounted.
      expect({ name, token: pod.automountServiceAccountToken }).toEqual({ name, token: false });
      for (const container of pod.containers) {
        const context = { ...pod.securityContext, ...container.securityContext };
        expect({ name, container: container.name, ...context }).toMatchObject({
          name,
          container: container.name,
          runAsNonRoot: true,
          runAsUser: expect.any(Number),
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(context.runAsUser).toBeGreaterThan(0);
        expect(container.resources?.requests?.memory).toBeDefined();
        expect(container.resources?.limits?.memory).toBeDefined();
      }
    }
  });

  it('gives every secret to a container from a Secret, never from a ConfigMap or a value', () => {
    for (const configMap of ofKind<IConfigMap>(build, 'ConfigMap')) {
      expect(Object.keys(configMap.data ?? {}).filter(SECRET_LIKE)).toEqual([]);
    }
    for (const { name, pod } of workloads(build)) {
      for (const container of pod.containers) {
        for (const variable of variables(build, container).filter((v) => SECRET_LIKE(v.name))) {
          expect({ name, variable: variable.name, from: variable.from }).toEqual({
            name,
            variable: variable.name,
            from: 'secret',
          });
        }
      }
    }
  });
});

describe('the BFF on Kubernetes (deploy/k8s/base)', () => {
  const deployment = find<IDeployment>(base, 'Deployment', 'bff');
  const pod = deployment.spec!.template.spec! as IPodSpec;
  const podLabels = deployment.spec!.template.metadata!.labels!;
  const bff = pod.containers.find((container) => container.name === 'bff')!;
  const env = variables(base, bff);
  const values = Object.fromEntries(
    env.filter((v) => v.value !== undefined).map((v) => [v.name, v.value!]),
  );
  const config = loadConfig(values);
  const service = find<IService>(base, 'Service', 'bff');

  it('sets only variables the BFF reads, with values it accepts (bff/src/config.ts, release/settings.ts)', () => {
    const read = variablesTheBffReads(values);
    expect(env.map((v) => v.name).filter((name) => !read.has(name))).toEqual([]);
    // The recorder is real: a variable the BFF does not read is not in it.
    expect(read.has('NODE_OPTIONS')).toBe(false);
    expect(config).toMatchObject({
      port: 3000,
      cateringPort: 2001,
      host: '0.0.0.0',
      siteEnv: 'production',
      trustedProxies: expect.arrayContaining(['uniquelocal']),
      redisUrl: expect.stringMatching(/^rediss?:\/\//),
      // The shared ordering API away must not empty the Service (docs/capacity.md).
      readyOrderingApi: 'reported',
    });
    // No sandbox secret in production: every one comes from the Secret.
    expect(sandboxSecretsInUse(values)).toEqual([]);
    expect(deployment.spec?.replicas).toBe(3);
  });

  it('listens on the ports of its Service, and is probed where the BFF answers', async () => {
    expect(bff.ports).toEqual([
      { name: 'consumer', containerPort: config.port },
      { name: 'catering', containerPort: config.cateringPort },
    ]);
    expect(
      (service.spec?.ports ?? []).map((p) => [p.port, containerPort(bff, p.targetPort)]),
    ).toEqual([
      [config.port, config.port],
      [config.cateringPort, config.cateringPort],
    ]);
    const probes = {
      readiness: bff.readinessProbe?.httpGet,
      liveness: bff.livenessProbe?.httpGet,
      startup: bff.startupProbe?.httpGet,
    };
    expect(probes).toEqual({
      readiness: { path: '/readyz', port: 'consumer' },
      liveness: { path: '/healthz', port: 'consumer' },
      startup: { path: '/healthz', port: 'consumer' },
    });
    for (const probe of Object.values(probes)) {
      expect(containerPort(bff, probe!.port)).toBe(config.port);
    }
    // The BFF answers those paths itself (not with its 404 page).
    const app = createApp(testConfig());
    const healthz = await request(app).get('/healthz');
    expect({ status: healthz.status, body: healthz.body }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    const readyz = await request(app).get('/readyz');
    expect(readyz.body.status).toMatch(/^(ready|degraded|not ready)$/);
  });

  it('drains before it stops: the preStop pause and SHUTDOWN_GRACE_MS fit in the grace period', () => {
    const pause = bff.lifecycle?.preStop?.exec?.command;
    expect(pause?.slice(0, 1)).toEqual(['sleep']);
    const pauseSeconds = Number(pause![1]);
    expect(pauseSeconds).toBeGreaterThan(0);
    expect(deployment.spec?.strategy?.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      pauseSeconds + config.shutdownGraceMs / 1000,
    );
  });

  it('writes only to its own /tmp (tsx needs it), and asks for the CPU its autoscaler measures', () => {
    const tmp = bff.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
    expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    for (const mount of bff.volumeMounts ?? []) {
      if (mount !== tmp)
        expect({ mount: mount.mountPath, readOnly: mount.readOnly }).toEqual({
          mount: mount.mountPath,
          readOnly: true,
        });
    }
    expect(bff.resources?.requests?.cpu).toBeDefined();
    expect(bff.resources?.limits?.cpu).toBeDefined();
  });

  it('is scaled by the HPA and kept running by the PDB', () => {
    const hpa = find<IHorizontalPodAutoscaler>(base, 'HorizontalPodAutoscaler', 'bff').spec!;
    expect(hpa.scaleTargetRef).toEqual({
      apiVersion: deployment.apiVersion,
      kind: deployment.kind,
      name: deployment.metadata!.name,
    });
    expect(hpa.minReplicas).toBe(deployment.spec?.replicas);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas!);
    // The ceiling carries the lunch peak that docs/capacity.md works out.
    const peak = /\*\*(\d+) replicas\*\* at the peak/.exec(readRepoFile('docs/capacity.md'));
    expect(peak).not.toBeNull();
    expect(hpa.maxReplicas).toBeGreaterThanOrEqual(Number(peak![1]));
    expect(hpa.metrics).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
    ]);
    const pdb = find<IPodDisruptionBudget>(base, 'PodDisruptionBudget', 'bff');
    expect(selects(pdb.spec!.selector!.matchLabels!, podLabels)).toBe(true);
    expect(selects(deployment.spec!.selector.matchLabels!, podLabels)).toBe(true);
    // A disruption leaves replicas running.
    expect(pdb.spec?.maxUnavailable).toBe(1);
    expect(hpa.minReplicas! - 1).toBeGreaterThanOrEqual(2);
  });

  it("sends each site's host name to its port of the BFF Service", () => {
    const ingress = find<IIngress>(base, 'Ingress', 'site');
    const routes = Object.fromEntries(
      (ingress.spec?.rules ?? []).map((rule) => {
        const [only, ...more] = rule.http!.paths;
        expect(more).toEqual([]);
        expect({ path: only!.path, pathType: only!.pathType }).toEqual({
          path: '/',
          pathType: 'Prefix',
        });
        const backend = only!.backend.service!;
        expect(backend.name).toBe(service.metadata!.name);
        const port = service.spec!.ports!.find((p) => p.name === backend.port!.name);
        return [rule.host, containerPort(bff, port?.targetPort)];
      }),
    );
    expect(routes).toEqual({
      [new URL(config.publicOrigins.default).host]: config.port,
      [new URL(config.publicOrigins.catering).host]: config.cateringPort,
    });
    expect(ingress.spec?.tls?.[0]?.hosts?.sort()).toEqual(Object.keys(routes).sort());
  });

  it('is reached only through the Ingress controller, whose X-Forwarded-For it believes', () => {
    const ingress = find<IIngress>(base, 'Ingress', 'site');
    const policy = find<INetworkPolicy>(base, 'NetworkPolicy', 'bff-from-ingress-only').spec!;
    // It selects the BFF's pods.
    expect(selects(policy.podSelector.matchLabels ?? {}, podLabels)).toBe(true);
    expect(policy.policyTypes).toEqual(['Ingress']);
    const [rule, ...more] = policy.ingress ?? [];
    expect(more).toEqual([]);
    // Only the controller of the Ingress's class, in its own namespace: no ipBlock, no other peer.
    expect(rule?.from).toEqual([
      {
        namespaceSelector: {
          matchLabels: {
            'kubernetes.io/metadata.name': `ingress-${ingress.spec!.ingressClassName}`,
          },
        },
        podSelector: {
          matchLabels: { 'app.kubernetes.io/name': `ingress-${ingress.spec!.ingressClassName}` },
        },
      },
    ]);
    // On the ports the Ingress sends to, which are the BFF's.
    expect(rule?.ports?.map((p) => containerPort(bff, p.port)).sort()).toEqual(
      [config.port, config.cateringPort].sort(),
    );
    // The addresses believed are named, never a hop count (which would believe anyone).
    expect(config.trustedProxies.length).toBeGreaterThan(0);
  });

  it('serves the builds every front-end image publishes into the shared volume', () => {
    const publisher = find<IDeployment>(base, 'Deployment', 'site-builds');
    const publishers = publisher.spec!.template.spec!.containers;
    const frontends = deployablePackages.filter((pkg) => !['bff', 'sandbox'].includes(pkg));
    expect(publishers.map((c) => [c.name, c.image])).toEqual(
      frontends.map((pkg) => [pkg, `qsr-ordering-site-${pkg}`]),
    );
    const claim = (spec: IPodSpec, mount: { name: string }) =>
      spec.volumes?.find((volume) => volume.name === mount.name)?.persistentVolumeClaim?.claimName;
    /** The claim a path lies on in this container, and whether it is mounted read-only. */
    const onClaim = (spec: IPodSpec, container: IContainer, file: string) => {
      const mount = container.volumeMounts?.find((m) => file.startsWith(`${m.mountPath}/`));
      return mount && { claim: claim(spec, mount), readOnly: mount.readOnly === true };
    };
    for (const container of publishers) {
      const { BUILDS_ROOT, RELEASE_ROOT } = dockerfileEnv(
        readRepoFile(dockerfileOf(container.name)),
      );
      for (const root of [BUILDS_ROOT, RELEASE_ROOT]) {
        if (!root) continue; // the host's image has no release store
        expect(onClaim(publisher.spec!.template.spec!, container, root)).toEqual({
          claim: 'site-builds',
          readOnly: false,
        });
      }
    }
    for (const file of [
      config.hostDist,
      config.remotesRoot,
      releaseSettings(values, config.remotesRoot).releaseRoot,
    ]) {
      expect({ file, on: onClaim(pod, bff, file) }).toEqual({
        file,
        on: { claim: 'site-builds', readOnly: true },
      });
    }
    // Read by replicas on several machines.
    const pvc = find<IPersistentVolumeClaim>(base, 'PersistentVolumeClaim', 'site-builds');
    expect(pvc.spec?.accessModes).toEqual(['ReadWriteMany']);
  });
});

describe('Redis on Kubernetes', () => {
  it('with a managed Redis (base): REDIS_URL in the Secret names it, nothing runs Redis here', () => {
    expect(ofKind<IStatefulSet>(base, 'StatefulSet')).toEqual([]);
    const secret = find<ISecret>(base, 'Secret', 'bff-secrets');
    expect(secret.stringData?.REDIS_URL).toMatch(/^rediss:\/\/:[^@]+@[^:]+:\d+$/);
  });

  it('self-hosted: a StatefulSet with its data on a volume, behind the Service REDIS_URL names', () => {
    const build = builds['self-hosted-redis']!;
    const redis = find<IStatefulSet>(build, 'StatefulSet', 'redis');
    const service = find<IService>(build, 'Service', redis.spec!.serviceName!);
    expect(service.spec?.clusterIP).toBe('None');
    const [container] = redis.spec!.template.spec!.containers;
    expect(container!.image).toMatch(/^redis:7(\.|$)/);
    const [port] = service.spec!.ports!;
    expect(containerPort(container!, port!.targetPort)).toBe(6379);
    // The BFF's REDIS_URL for it, as its Secret's example file says.
    expect(readRepoFile('deploy/k8s/base/bff.secrets.env.example')).toContain(
      `redis://:<REDIS_PASSWORD of redis.secrets.env>@${service.metadata!.name}:${port!.port}`,
    );
    // A password from its Secret; pins kept in the append-only file on the claim's volume.
    expect(container!.args).toEqual(['--appendonly', 'yes', '--requirepass', '$(REDIS_PASSWORD)']);
    expect(variables(build, container!)).toEqual([
      { name: 'REDIS_PASSWORD', from: 'secret', value: expect.any(String) },
    ]);
    const [claim] = redis.spec!.volumeClaimTemplates!;
    expect(container!.volumeMounts).toEqual([{ name: claim!.metadata!.name, mountPath: '/data' }]);
    expect(container!.readinessProbe?.exec?.command?.join(' ')).toContain('redis-cli ping');
  });
});
