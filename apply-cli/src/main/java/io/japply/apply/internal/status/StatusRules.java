package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import io.japply.apply.status.JobWait;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.Map;

/**
 * The status of a Kubernetes object by the rules of sigs.k8s.io/cli-utils kstatus (as Flux and
 * Helm 4 use them): first the rules every object shares, then the rule of its group and kind, else
 * the Ready condition. Pure: the object is only read, and the time comes in as an argument.
 */
public final class StatusRules {
    private static final KindRule ALWAYS_READY = new AlwaysReadyRule();
    private static final KindRule FALLBACK = new ReadyConditionRule();
    private static final Map<String, KindRule> BY_GROUP_KIND = Map.ofEntries(
            Map.entry("Pod", new PodRule()),
            Map.entry("Service", new ServiceRule()),
            Map.entry("PersistentVolumeClaim", new PvcRule()),
            Map.entry("Secret", ALWAYS_READY),
            Map.entry("ConfigMap", ALWAYS_READY),
            Map.entry("apps/Deployment", new DeploymentRule()),
            Map.entry("extensions/Deployment", new DeploymentRule()),
            Map.entry("apps/StatefulSet", new StatefulSetRule()),
            Map.entry("apps/DaemonSet", new DaemonSetRule()),
            Map.entry("extensions/DaemonSet", new DaemonSetRule()),
            Map.entry("apps/ReplicaSet", new ReplicaSetRule()),
            Map.entry("extensions/ReplicaSet", new ReplicaSetRule()),
            Map.entry("batch/CronJob", ALWAYS_READY),
            Map.entry("policy/PodDisruptionBudget", ALWAYS_READY),
            Map.entry("apiextensions.k8s.io/CustomResourceDefinition", new CrdRule()));

    private StatusRules() {
    }

    private static final KindRule JOB_STARTED = new JobRule(JobWait.STARTED);
    private static final KindRule JOB_COMPLETE = new JobRule(JobWait.COMPLETE);

    /** The status of {@code object} at {@code now} by kstatus' rules; never throws for any JSON it is given. */
    public static StatusResult compute(JsonNode object, Instant now) {
        return compute(object, now, JobWait.STARTED);
    }

    /** The same, a Job judged by {@code jobs}: to its end ({@link JobWait#COMPLETE}), or as kstatus. */
    public static StatusResult compute(JsonNode object, Instant now, JobWait jobs) {
        if (object == null || !object.isObject()) {
            return StatusResult.unknown("NotAnObject", "expected a Kubernetes object, got "
                    + (object == null ? "nothing" : object.getNodeType().name().toLowerCase()));
        }
        return SharedRules.evaluate(object)
                .orElseGet(() -> rule(groupKind(object), jobs).evaluate(object, now));
    }

    private static KindRule rule(String groupKind, JobWait jobs) {
        if (groupKind.equals("batch/Job")) {
            return jobs == JobWait.COMPLETE ? JOB_COMPLETE : JOB_STARTED;
        }
        return BY_GROUP_KIND.getOrDefault(groupKind, FALLBACK);
    }

    /** "apps/Deployment", or just "Pod" for the core group; the version does not matter. */
    static String groupKind(JsonNode object) {
        String apiVersion = Fields.text(object, "apiVersion");
        int slash = apiVersion.indexOf('/');
        String kind = Fields.text(object, "kind");
        return slash < 0 ? kind : apiVersion.substring(0, slash) + "/" + kind;
    }
}
