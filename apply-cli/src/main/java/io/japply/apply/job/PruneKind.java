package io.japply.apply.job;

import io.japply.apply.model.Failure;
import java.util.ArrayList;
import java.util.List;

/**
 * A kind that --prune without --applyset looks through, as kubectl names it in --prune-allowlist:
 * group/version/kind, the core group written "core". When none is given kubectl looks through its
 * own fixed list ({@link #DEFAULTS}), cluster-scoped Namespaces and PersistentVolumes included.
 */
public record PruneKind(String group, String version, String kind) {
    /** kubectl's default allowlist (k8s.io/kubectl pkg/util/prune, the same in 1.32 and 1.37), namespaced kinds first, in its order. */
    public static final List<PruneKind> DEFAULTS = List.of(
            new PruneKind("", "v1", "ConfigMap"),
            new PruneKind("", "v1", "Endpoints"),
            new PruneKind("", "v1", "PersistentVolumeClaim"),
            new PruneKind("", "v1", "Pod"),
            new PruneKind("", "v1", "ReplicationController"),
            new PruneKind("", "v1", "Secret"),
            new PruneKind("", "v1", "Service"),
            new PruneKind("batch", "v1", "Job"),
            new PruneKind("batch", "v1", "CronJob"),
            new PruneKind("networking.k8s.io", "v1", "Ingress"),
            new PruneKind("apps", "v1", "DaemonSet"),
            new PruneKind("apps", "v1", "Deployment"),
            new PruneKind("apps", "v1", "ReplicaSet"),
            new PruneKind("apps", "v1", "StatefulSet"),
            new PruneKind("", "v1", "Namespace"),
            new PruneKind("", "v1", "PersistentVolume"));

    /** The kinds of --prune-allowlist, checked for their form as kubectl checks them; the defaults when none. */
    public static List<PruneKind> parse(List<String> allowlist) {
        if (allowlist.isEmpty()) {
            return DEFAULTS;
        }
        List<PruneKind> kinds = new ArrayList<>();
        for (String entry : allowlist) {
            String[] parts = entry.split("/", -1);
            if (parts.length != 3) {
                throw Failure.input("invalid GroupVersionKind format: " + entry + ", please follow <group/version/kind>");
            }
            kinds.add(new PruneKind(parts[0].equals("core") ? "" : parts[0], parts[1], parts[2]));
        }
        return kinds;
    }

    public String apiVersion() {
        return group.isEmpty() ? version : group + "/" + version;
    }
}
