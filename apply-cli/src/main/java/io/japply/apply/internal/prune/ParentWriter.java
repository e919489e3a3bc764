package io.japply.apply.internal.prune;

import io.japply.apply.model.DryRun;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Failure;
import io.japply.threeway.json.GoJson;
import java.util.List;
import java.util.Set;

/**
 * Writes an ApplySet's parent by server-side apply: its kinds and namespaces, its tooling annotation
 * (japply's own unless the set is kubectl's) under the manager that goes with it.
 */
final class ParentWriter {
    private final ApplySet set;
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    /** What the parent's tooling annotation says after this run, and the manager of its writes: japply's own unless kubectl's set. */
    private ParentTooling tooling;
    /** kubectl's warnings of this run's writes: a conflict over the parent's fields, taken over. */
    private final List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();

    ParentWriter(ApplySet set, ClusterGateway cluster, ApplyOptions options, String toolVersion) {
        this.set = set;
        this.cluster = cluster;
        this.options = options;
        this.tooling = ParentTooling.japply(toolVersion);
    }

    /** The tooling of the set found (kubectl's set stays kubectl's, so that kubectl carries on after japply). */
    void carryOn(ParentTooling found) {
        this.tooling = found;
    }

    /** The tooling annotation written from now on (--atomic's restore writes the one the run found). */
    void tooling(String value) {
        this.tooling = new ParentTooling(value, tooling.fieldManager());
    }

    void write(Set<String> kinds, Set<String> namespaces) {
        if (options.dryRun() == DryRun.CLIENT) {
            return;
        }
        String body = GoJson.write(set.parentBody(kinds, namespaces, tooling.value()));
        boolean serverDryRun = options.dryRun() == DryRun.SERVER;
        try {
            cluster.patch(set.ref(), served(), PatchType.APPLY, body,
                    new ClusterGateway.Write(serverDryRun, tooling.fieldManager(), false));
        } catch (ClusterGateway.Conflict e) {
            // another manager owns a field of ours: kubectl takes it over, so do we, saying so in its words
            warnings.add("WARNING: failed to update ApplySet: " + e.getMessage() + "\nApplySet field manager "
                    + tooling.fieldManager() + " should own these fields. Retrying with conflicts forced.");
            cluster.patch(set.ref(), served(), PatchType.APPLY, body,
                    new ClusterGateway.Write(serverDryRun, tooling.fieldManager(), true));
        }
    }

    /** What kubectl logs of this run's writes of the parent (klog's warnings, without their prefix). */
    List<String> warnings() {
        return List.copyOf(warnings);
    }

    ClusterGateway.Served served() {
        return cluster.resource(set.apiVersion(), set.kind())
                .orElseThrow(() -> Failure.input("the server has no kind " + set.kind() + " for the ApplySet parent"));
    }
}
