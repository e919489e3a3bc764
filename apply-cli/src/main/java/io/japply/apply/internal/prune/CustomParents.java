package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.Locale;
import java.util.Optional;

/**
 * The custom resource kinds that may be ApplySet parents: as kubectl, those whose
 * CustomResourceDefinition carries the label {@value ApplySet#PARENT_TYPE_LABEL}. --applyset names
 * one as RESOURCE.GROUP (plural, singular or kind, in any case, as kubectl's REST mapper matches it).
 */
final class CustomParents {
    private static final String CRDS = "apiextensions.k8s.io/v1";

    /** A parent kind as the server serves it. */
    record ParentType(String apiVersion, String kind, String plural, boolean namespaced) {
    }

    private CustomParents() {
    }

    static Optional<ParentType> find(ClusterGateway cluster, String resourceDotGroup) {
        int dot = resourceDotGroup.indexOf('.');
        if (dot < 0) {
            return Optional.empty(); // a core resource other than secrets and configmaps: never a parent
        }
        String resource = resourceDotGroup.substring(0, dot).toLowerCase(Locale.ROOT);
        String group = resourceDotGroup.substring(dot + 1);
        if (!group.contains(".")) {
            return Optional.empty(); // a built-in group (apps, batch): a CRD's group always has a dot, so no need to ask
        }
        Optional<ClusterGateway.Served> crds = cluster.resource(CRDS, "CustomResourceDefinition");
        if (crds.isEmpty()) {
            return Optional.empty();
        }
        for (ObjectNode crd : cluster.list(new ObjectRef(CRDS, "CustomResourceDefinition", null, null), crds.get(),
                ApplySet.PARENT_TYPE_LABEL)) {
            JsonNode names = crd.path("spec").path("names");
            boolean named = resource.equals(names.path("plural").asText())
                    || resource.equals(names.path("singular").asText())
                    || resource.equals(names.path("kind").asText().toLowerCase(Locale.ROOT));
            if (named && group.equals(crd.path("spec").path("group").asText())
                    && crd.path("metadata").path("labels").has(ApplySet.PARENT_TYPE_LABEL)) {
                return cluster.preferredVersion(group).map(version -> new ParentType(version,
                        names.path("kind").asText(), names.path("plural").asText(),
                        "Namespaced".equals(crd.path("spec").path("scope").asText())));
            }
        }
        return Optional.empty();
    }
}
