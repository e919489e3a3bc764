package io.japply.apply.internal.redact;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.GoJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a diff must not show: Secret values (in data and stringData, and in their copies inside the
 * last-applied annotation) and, unless asked for, managedFields. A value is replaced by a mask that
 * still tells whether it changes: "***" when both sides hold the same value, "*** (before)" and
 * "*** (after)" when they differ, as kubectl diff masks.
 */
public final class Redaction {
    public static final String MASK = "***";
    public static final String BEFORE = "*** (before)";
    public static final String AFTER = "*** (after)";
    private static final List<String> SECRET_FIELDS = List.of("data", "stringData");

    /** Which parts to show; both false is the safe default. */
    public record Options(boolean showSecrets, boolean showManagedFields) {
        public static final Options DEFAULT = new Options(false, false);
    }

    private Redaction() {
    }

    /**
     * Masks the secrets of both sides (either may be null) and drops their managedFields, as the options
     * say; in place, so the caller passes copies (diff's {@code ObjectPair.redacted}).
     */
    public static void apply(ObjectNode live, ObjectNode merged, Options options) {
        if (!options.showManagedFields()) {
            dropManagedFields(live);
            dropManagedFields(merged);
        }
        if (!options.showSecrets() && (isSecret(live) || isSecret(merged))) {
            maskSecret(live, merged);
            maskAnnotation(live, merged);
        }
    }

    /**
     * One object as printed on its own (apply -o json|yaml, view-last-applied): a copy with every value
     * of a Secret's data and stringData, also inside its last-applied annotation, written "***"; other
     * kinds as they are (the same tree).
     */
    public static ObjectNode masked(ObjectNode object) {
        if (!isSecret(object)) {
            return object;
        }
        ObjectNode copy = object.deepCopy();
        maskSecret(copy, null);
        maskAnnotation(copy, null);
        return copy;
    }

    /** A core v1 Secret, the kind whose values kubectl diff masks. */
    public static boolean isSecret(JsonNode object) {
        return object != null && "v1".equals(object.path("apiVersion").asText())
                && "Secret".equals(object.path("kind").asText());
    }

    private static void dropManagedFields(ObjectNode object) {
        if (object != null && object.get("metadata") instanceof ObjectNode metadata) {
            metadata.remove("managedFields");
        }
    }

    /** Masks data and stringData of both objects (either may be null) against each other. */
    public static void maskSecret(ObjectNode before, ObjectNode after) {
        for (String field : SECRET_FIELDS) {
            JsonNode from = before == null ? null : before.get(field);
            JsonNode to = after == null ? null : after.get(field);
            if (from instanceof ObjectNode f && (to == null || to instanceof ObjectNode)) {
                maskMaps(f, (ObjectNode) to);
            } else if (to instanceof ObjectNode t && from == null) {
                maskMaps(t, null);
            } else {
                maskWhole(before, after, field, from, to);
            }
        }
    }

    /** Each key masked; a key on both sides with different values gets before/after. */
    private static void maskMaps(ObjectNode from, ObjectNode to) {
        List<String> keys = new ArrayList<>();
        from.fieldNames().forEachRemaining(keys::add);
        for (String key : keys) {
            JsonNode other = to == null ? null : to.get(key);
            boolean differs = other != null && !other.equals(from.get(key));
            from.put(key, differs ? BEFORE : MASK);
            if (other != null) {
                to.put(key, differs ? AFTER : MASK);
            }
        }
        if (to != null) {
            to.properties().forEach(e -> {
                if (!from.has(e.getKey())) {
                    e.setValue(TextNode.valueOf(MASK));
                }
            });
        }
    }

    /** A field that is not a map (malformed, or a map on one side only): masked as one value. */
    private static void maskWhole(ObjectNode before, ObjectNode after, String field, JsonNode from, JsonNode to) {
        boolean differs = from != null && to != null && !from.equals(to);
        if (from != null) {
            before.put(field, differs ? BEFORE : MASK);
        }
        if (to != null) {
            after.put(field, differs ? AFTER : MASK);
        }
    }

    /**
     * The last-applied annotation holds the Secret as JSON text: parse it, mask its data and
     * stringData against the other side's, write it back. Text that is not JSON is masked whole.
     */
    private static void maskAnnotation(ObjectNode before, ObjectNode after) {
        String from = annotation(before);
        String to = annotation(after);
        ObjectNode fromTree = parse(from);
        ObjectNode toTree = parse(to);
        if ((from != null && fromTree == null) || (to != null && toTree == null)) {
            boolean differs = from != null && to != null && !from.equals(to);
            setAnnotation(before, from == null ? null : differs ? BEFORE : MASK);
            setAnnotation(after, to == null ? null : differs ? AFTER : MASK);
            return;
        }
        maskSecret(fromTree, toTree);
        setAnnotation(before, rewrite(from, fromTree));
        setAnnotation(after, rewrite(to, toTree));
    }

    private static String annotation(ObjectNode object) {
        JsonNode value = object == null ? null : object.path("metadata").path("annotations").get(LastApplied.KEY);
        return value == null || value.isNull() ? null : value.isTextual() ? value.asText() : value.toString();
    }

    private static ObjectNode parse(String text) {
        if (text == null) {
            return null;
        }
        try {
            return GoJson.parse(text) instanceof ObjectNode object ? object : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static String rewrite(String text, ObjectNode tree) {
        return tree == null ? null : GoJson.write(tree) + (text.endsWith("\n") ? "\n" : "");
    }

    private static void setAnnotation(ObjectNode object, String value) {
        if (object != null && value != null && !Objects.equals(annotation(object), value)) {
            ((ObjectNode) object.get("metadata").get("annotations")).put(LastApplied.KEY, value);
        }
    }
}
