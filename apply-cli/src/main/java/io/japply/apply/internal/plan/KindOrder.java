package io.japply.apply.internal.plan;

import io.japply.threeway.meta.BuiltinKinds;
import java.util.List;

/**
 * The order japply applies kinds in, stage by stage; objects of one stage may be applied at the same
 * time. It follows Helm's install order (namespaces and definitions, policies and identities,
 * configuration and storage, access rules, services, workloads, routing), grouped into stages, with
 * two additions: custom resources and other kinds come after the built-in ones, and admission
 * webhooks and policies come last, so a webhook whose service is not up yet blocks nothing of this apply.
 */
public enum KindOrder {
    NAMESPACES_AND_DEFINITIONS("Namespace", "CustomResourceDefinition", "PriorityClass"),
    POLICIES_AND_IDENTITIES("NetworkPolicy", "ResourceQuota", "LimitRange", "PodSecurityPolicy",
            "PodDisruptionBudget", "ServiceAccount"),
    CONFIGURATION_AND_STORAGE("Secret", "ConfigMap", "StorageClass", "PersistentVolume", "PersistentVolumeClaim"),
    ACCESS("ClusterRole", "ClusterRoleBinding", "Role", "RoleBinding"),
    SERVICES("Service"),
    WORKLOADS("DaemonSet", "Pod", "ReplicationController", "ReplicaSet", "Deployment", "HorizontalPodAutoscaler",
            "StatefulSet", "Job", "CronJob"),
    ROUTING("IngressClass", "Ingress", "APIService"),
    /** Built-in kinds not named above, and every custom resource. */
    OTHER,
    ADMISSION("MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "ValidatingAdmissionPolicy",
            "ValidatingAdmissionPolicyBinding", "MutatingAdmissionPolicy", "MutatingAdmissionPolicyBinding");

    private final List<String> kinds;

    KindOrder(String... kinds) {
        this.kinds = List.of(kinds);
    }

    /** The stage of a kind; a kind of the same name in another API group (a custom resource) is OTHER. */
    public static KindOrder of(String apiVersion, String kind) {
        if (!BuiltinKinds.bundled().builtIn(apiVersion, kind)) {
            return OTHER;
        }
        for (KindOrder stage : values()) {
            if (stage.kinds.contains(kind)) {
                return stage;
            }
        }
        return OTHER;
    }

    public List<String> kinds() {
        return kinds;
    }
}
