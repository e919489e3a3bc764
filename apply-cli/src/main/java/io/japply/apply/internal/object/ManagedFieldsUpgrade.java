package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Moves the fields of client-side apply's managers to the server-side manager, as client-go's
 * util/csaupgrade does for kubectl 1.32's {@code --server-side}: without it, a field a client-side
 * apply set stays owned by that manager and is never removed when dropped from the manifest
 * (kubernetes/kubernetes#99003). The client-side managers are the Update entries that own the
 * last-applied annotation (kubectl-client-side-apply, before-first-apply, a custom --field-manager).
 */
final class ManagedFieldsUpgrade {
    static final String APPLY = "Apply";
    static final String UPDATE = "Update";

    private ManagedFieldsUpgrade() {
    }

    /** The names of the Update entries owning the last-applied annotation, in their order. */
    static Set<String> clientSideManagers(JsonNode managedFields, String operation) {
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode entry : managedFields) {
            if (operation.equals(entry.path("operation").asText())
                    && entry.path("fieldsV1").path("f:metadata").path("f:annotations").has("f:" + LastApplied.KEY)) {
                names.add(entry.path("manager").asText());
            }
        }
        return names;
    }

    /**
     * The JSON patch that upgrades the object's managedFields (guarded by its resourceVersion), or empty
     * when there is nothing to move.
     */
    static Optional<ArrayNode> patch(ObjectNode live, String serverSideManager) {
        JsonNode managed = live.path("metadata").path("managedFields");
        if (!managed.isArray() || managed.isEmpty()) {
            return Optional.empty();
        }
        ArrayNode upgraded = (ArrayNode) managed.deepCopy();
        for (String name : clientSideManagers(managed, UPDATE)) {
            upgraded = upgrade(upgraded, name, serverSideManager);
        }
        if (upgraded.equals(managed)) {
            return Optional.empty();
        }
        ArrayNode patch = JsonNodeFactory.instance.arrayNode();
        patch.addObject().put("op", "replace").put("path", "/metadata/managedFields").set("value", upgraded);
        patch.addObject().put("op", "replace").put("path", "/metadata/resourceVersion")
                .put("value", live.path("metadata").path("resourceVersion").asText(""));
        return Optional.of(patch);
    }

    /** One client-side manager's fields joined to the server-side manager's Apply entry (made from it if none). */
    private static ArrayNode upgrade(ArrayNode entries, String clientSide, String serverSide) {
        int target = indexOf(entries, serverSide, APPLY, null);
        if (target < 0) {
            target = indexOf(entries, clientSide, UPDATE, null);
            if (target < 0) {
                return entries;
            }
            ObjectNode renamed = (ObjectNode) entries.get(target);
            renamed.put("operation", APPLY);
            renamed.put("manager", serverSide);
        }
        ObjectNode into = (ObjectNode) entries.get(target);
        int source = indexOf(entries, clientSide, UPDATE, into.path("apiVersion").asText());
        if (source >= 0) {
            union(into.withObject("/fieldsV1"), entries.get(source).path("fieldsV1"));
        }
        ArrayNode kept = JsonNodeFactory.instance.arrayNode();
        for (JsonNode entry : entries) {
            if (!matches(entry, clientSide, UPDATE, null)) {
                kept.add(entry);
            }
        }
        return kept;
    }

    private static int indexOf(ArrayNode entries, String manager, String operation, String apiVersion) {
        for (int i = 0; i < entries.size(); i++) {
            if (matches(entries.get(i), manager, operation, apiVersion)) {
                return i;
            }
        }
        return -1;
    }

    /** The entry of this manager and operation on the main resource (no subresource), of this apiVersion if given. */
    private static boolean matches(JsonNode entry, String manager, String operation, String apiVersion) {
        return manager.equals(entry.path("manager").asText()) && operation.equals(entry.path("operation").asText())
                && entry.path("subresource").asText("").isEmpty()
                && (apiVersion == null || apiVersion.equals(entry.path("apiVersion").asText()));
    }

    /** The union of two fieldsV1 sets: a tree of "f:", "k:", "v:", "i:" keys, "." marking the node itself. */
    private static void union(ObjectNode into, JsonNode from) {
        from.fields().forEachRemaining(field -> {
            JsonNode mine = into.get(field.getKey());
            if (mine instanceof ObjectNode object && field.getValue().isObject()) {
                union(object, field.getValue());
            } else if (mine == null) {
                into.set(field.getKey(), field.getValue().deepCopy());
            }
        });
    }
}
