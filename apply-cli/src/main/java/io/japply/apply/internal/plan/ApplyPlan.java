package io.japply.apply.internal.plan;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import io.japply.apply.model.Manifest;

/**
 * The manifests in stages ({@link KindOrder}), each stage in input order, and for every custom
 * resource whose CustomResourceDefinition is in the same input, that definition's name: the
 * resource waits until the definition is Established.
 */
public final class ApplyPlan {
    public static final String CRD_KIND = "CustomResourceDefinition";
    public static final String CRD_GROUP = "apiextensions.k8s.io";

    private final List<Manifest> manifests;
    private final Map<KindOrder, List<Integer>> stages = new EnumMap<>(KindOrder.class);
    private final Map<String, String> definitions = new HashMap<>();

    private ApplyPlan(List<Manifest> manifests) {
        this.manifests = manifests;
    }

    public static ApplyPlan of(List<Manifest> manifests) {
        ApplyPlan plan = new ApplyPlan(manifests);
        for (Manifest m : manifests) {
            plan.definitionOf(m).ifPresent(crd -> plan.definitions.put(crd.groupKind, crd.name));
        }
        for (int i = 0; i < manifests.size(); i++) {
            plan.stages.computeIfAbsent(plan.stageOf(manifests.get(i)), s -> new ArrayList<>()).add(i);
        }
        return plan;
    }

    /** The stages that have objects, in order; each a list of indexes into the input, ascending. */
    public List<List<Integer>> stages() {
        return List.copyOf(stages.values());
    }

    public List<Manifest> manifests() {
        return manifests;
    }

    /** The name of the CustomResourceDefinition in this input that defines the object's kind, if any. */
    public Optional<String> definitionFor(Manifest m) {
        if (m.problem().isPresent()) {
            return Optional.empty();
        }
        return Optional.ofNullable(definitions.get(groupKind(m.object())));
    }

    private KindOrder stageOf(Manifest m) {
        if (m.problem().isPresent()) {
            return KindOrder.NAMESPACES_AND_DEFINITIONS; // reported at once; nothing is sent for it
        }
        return KindOrder.of(m.object().path("apiVersion").asText(), m.object().path("kind").asText());
    }

    private record Definition(String groupKind, String name) {
    }

    private Optional<Definition> definitionOf(Manifest m) {
        if (m.problem().isPresent() || !isDefinition(m.object())) {
            return Optional.empty();
        }
        ObjectNode crd = m.object();
        String group = crd.path("spec").path("group").asText("");
        String kind = crd.path("spec").path("names").path("kind").asText("");
        String name = crd.path("metadata").path("name").asText("");
        return kind.isEmpty() || name.isEmpty() ? Optional.empty() : Optional.of(new Definition(kind + "." + group, name));
    }

    public static boolean isDefinition(ObjectNode object) {
        return CRD_KIND.equals(object.path("kind").asText())
                && object.path("apiVersion").asText().startsWith(CRD_GROUP + "/");
    }

    /** "Kind.group" ("Kind" for the core group), as Kubernetes writes a group-kind. */
    public static String groupKind(ObjectNode object) {
        String apiVersion = object.path("apiVersion").asText();
        int slash = apiVersion.indexOf('/');
        String kind = object.path("kind").asText();
        return slash < 0 ? kind : kind + "." + apiVersion.substring(0, slash);
    }
}
