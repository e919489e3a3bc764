package io.japply.apply.internal.preview.normalize;

import java.util.Set;

/**
 * The list fields of built-in kinds whose Go json tag has no omitempty, so an empty list is stored
 * and read back (as [] or null), not dropped. Every other optional list or map field of the
 * Kubernetes API types is omitempty; no map field lacks it. Collected from the json tags of
 * k8s.io/api and k8s.io/apiextensions-apiserver types (List kinds' items left out: never applied);
 * resource.k8s.io/v1 (GA in 1.34) from k8s.io/api v0.37.2.
 */
final class KeptWhenEmpty {
    static final Set<String> FIELDS = Set.of(
            "io.k8s.api.admissionregistration.v1.MutatingWebhook/admissionReviewVersions",
            "io.k8s.api.admissionregistration.v1.ValidatingWebhook/admissionReviewVersions",
            "io.k8s.api.authentication.v1.TokenRequestSpec/audiences",
            "io.k8s.api.batch.v1.PodFailurePolicy/rules",
            "io.k8s.api.batch.v1.PodFailurePolicyOnExitCodesRequirement/values",
            "io.k8s.api.batch.v1.SuccessPolicy/rules",
            "io.k8s.api.core.v1.CephFSPersistentVolumeSource/monitors",
            "io.k8s.api.core.v1.CephFSVolumeSource/monitors",
            "io.k8s.api.core.v1.ContainerImage/names",
            "io.k8s.api.core.v1.LimitRangeSpec/limits",
            "io.k8s.api.core.v1.NodeSelector/nodeSelectorTerms",
            "io.k8s.api.core.v1.PodSpec/containers",
            "io.k8s.api.core.v1.ProjectedVolumeSource/sources",
            "io.k8s.api.core.v1.RBDPersistentVolumeSource/monitors",
            "io.k8s.api.core.v1.RBDVolumeSource/monitors",
            "io.k8s.api.core.v1.TopologySelectorLabelRequirement/values",
            "io.k8s.api.discovery.v1.Endpoint/addresses",
            "io.k8s.api.discovery.v1.EndpointSlice/endpoints",
            "io.k8s.api.discovery.v1.EndpointSlice/ports",
            "io.k8s.api.flowcontrol.v1.NonResourcePolicyRule/nonResourceURLs",
            "io.k8s.api.flowcontrol.v1.NonResourcePolicyRule/verbs",
            "io.k8s.api.flowcontrol.v1.PolicyRulesWithSubjects/subjects",
            "io.k8s.api.flowcontrol.v1.ResourcePolicyRule/apiGroups",
            "io.k8s.api.flowcontrol.v1.ResourcePolicyRule/namespaces",
            "io.k8s.api.flowcontrol.v1.ResourcePolicyRule/resources",
            "io.k8s.api.flowcontrol.v1.ResourcePolicyRule/verbs",
            "io.k8s.api.networking.v1.HTTPIngressRuleValue/paths",
            "io.k8s.api.rbac.v1.ClusterRole/rules",
            "io.k8s.api.rbac.v1.PolicyRule/verbs",
            "io.k8s.api.rbac.v1.Role/rules",
            "io.k8s.api.resource.v1.DeviceClaim/requests",
            "io.k8s.api.storage.v1.CSINodeDriver/topologyKeys",
            "io.k8s.api.storage.v1.CSINodeSpec/drivers",
            "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionSpec/versions",
            "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus/storedVersions",
            "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookConversion/conversionReviewVersions");

    private KeptWhenEmpty() {
    }

    /** Whether the field {@code property} of {@code definition} keeps an empty list. */
    static boolean kept(String definition, String property) {
        return FIELDS.contains(definition + "/" + property) || FIELDS.contains(stableVersion(definition) + "/" + property);
    }

    /** Beta and alpha versions share the tags of the stable one: io.k8s.api.rbac.v1beta1.Role -> ...rbac.v1.Role. */
    private static String stableVersion(String definition) {
        return definition.replaceFirst("\\.(v\\d+)(alpha|beta)\\d+\\.", ".$1.");
    }
}
