package io.japply.it.parity;

import java.util.List;

/** The kinds the parity cases cover, with how the API serves them. */
record Kinds(String apiVersion, String kind, String plural) {
    static final List<Kinds> ALL = List.of(
            new Kinds("apps/v1", "Deployment", "deployments"),
            new Kinds("apps/v1", "StatefulSet", "statefulsets"),
            new Kinds("apps/v1", "DaemonSet", "daemonsets"),
            new Kinds("batch/v1", "Job", "jobs"),
            new Kinds("batch/v1", "CronJob", "cronjobs"),
            new Kinds("v1", "Pod", "pods"),
            new Kinds("v1", "Service", "services"),
            new Kinds("v1", "ConfigMap", "configmaps"),
            new Kinds("v1", "Secret", "secrets"),
            new Kinds("v1", "PersistentVolumeClaim", "persistentvolumeclaims"),
            new Kinds("networking.k8s.io/v1", "Ingress", "ingresses"),
            new Kinds("networking.k8s.io/v1", "NetworkPolicy", "networkpolicies"),
            new Kinds("rbac.authorization.k8s.io/v1", "Role", "roles"),
            new Kinds("rbac.authorization.k8s.io/v1", "RoleBinding", "rolebindings"),
            new Kinds("policy/v1", "PodDisruptionBudget", "poddisruptionbudgets"),
            new Kinds("autoscaling/v2", "HorizontalPodAutoscaler", "horizontalpodautoscalers"),
            new Kinds("stable.example.com/v1", "Widget", "widgets"));

    String group() {
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "" : apiVersion.substring(0, slash);
    }

    /** The object's path on the API server, in namespace default. */
    String path(String name) {
        String root = group().isEmpty() ? "/api/" + apiVersion : "/apis/" + apiVersion;
        return root + "/namespaces/default/" + plural + "/" + name;
    }
}
