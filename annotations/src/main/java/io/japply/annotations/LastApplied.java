package io.japply.annotations;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.json.GoJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code kubectl.kubernetes.io/last-applied-configuration} annotation: where the previous apply
 * left its configuration (the "original" of the three-way patch), and how the next one writes it.
 * Works on copies; the inputs are never changed.
 */
public final class LastApplied {
    public static final String KEY = "kubectl.kubernetes.io/last-applied-configuration";
    /** The API server's limit on the total size of an object's annotations (keys plus values). */
    public static final int TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;
    private static final String PATH = "metadata.annotations[" + KEY + "]";

    private LastApplied() {
    }

    /**
     * The configuration the last apply recorded on {@code live}; empty when there is none. Numbers
     * read as kubectl reads them: int64, else float64 (kubectl writes 1e20 as an integer).
     */
    public static Optional<ObjectNode> original(JsonNode live) {
        JsonNode value = live == null ? null : live.path("metadata").path("annotations").get(KEY);
        if (value == null || value.isNull() || value.isTextual() && value.asText().isEmpty()) {
            return Optional.empty();
        }
        if (!value.isTextual()) {
            throw new InvalidPatchException(PATH, "the last-applied annotation is not a string");
        }
        try {
            JsonNode parsed = GoJson.parse(value.asText());
            if (parsed == null || parsed.isNull()) {
                return Optional.empty();
            }
            if (!parsed.isObject()) {
                throw new InvalidPatchException(PATH, "the last-applied annotation does not hold a JSON object");
            }
            return Optional.of((ObjectNode) parsed);
        } catch (JsonProcessingException e) {
            throw new InvalidPatchException(PATH, "the last-applied annotation is not valid JSON: "
                    + e.getOriginalMessage());
        }
    }

    /** kubectl's "modified": the object with the annotation set to the object's own serialization. */
    public static ObjectNode modified(ObjectNode local) {
        return modified(local, null);
    }

    /**
     * As {@link #modified(ObjectNode)}, first putting {@code namespace} into an object that names none
     * or an empty one (kubectl does so for namespaced kinds, from the context or -n); null leaves it alone.
     */
    public static ObjectNode modified(ObjectNode local, String namespace) {
        ObjectNode object = withoutAnnotation(local, namespace);
        ObjectNode annotations = (ObjectNode) object.get("metadata").get("annotations");
        annotations.put(KEY, GoJson.write(object) + "\n");
        return object;
    }

    /** The annotation text japply (and kubectl) writes for {@code local}. */
    public static String serialize(ObjectNode local) {
        return serialize(local, null);
    }

    public static String serialize(ObjectNode local, String namespace) {
        return GoJson.write(withoutAnnotation(local, namespace)) + "\n";
    }

    /** Total size of an object's annotations as the API server counts it: bytes of keys plus values. */
    public static long annotationsSize(JsonNode object) {
        long size = 0;
        JsonNode annotations = object.path("metadata").path("annotations");
        for (Map.Entry<String, JsonNode> e : iterable(annotations)) {
            size += e.getKey().getBytes(StandardCharsets.UTF_8).length
                    + e.getValue().asText().getBytes(StandardCharsets.UTF_8).length;
        }
        return size;
    }

    /**
     * A copy with metadata.annotations present (kubectl always writes the map, even empty) and the
     * last-applied key removed. A null annotation value becomes "": kubectl 1.33 does the same, while
     * 1.32 silently dropped every annotation of such a file (see docs/differences.md).
     */
    private static ObjectNode withoutAnnotation(ObjectNode local, String namespace) {
        ObjectNode object = local.deepCopy();
        JsonNode metadataNode = object.get("metadata");
        if (metadataNode != null && !metadataNode.isObject() && !metadataNode.isNull()) {
            throw new InvalidPatchException("metadata", "metadata must be an object");
        }
        ObjectNode metadata = metadataNode instanceof ObjectNode m ? m : object.putObject("metadata");
        if (namespace != null && metadata.path("namespace").asText("").isEmpty()) {
            metadata.put("namespace", namespace);
        }
        JsonNode annotationsNode = metadata.get("annotations");
        if (annotationsNode != null && !annotationsNode.isObject() && !annotationsNode.isNull()) {
            throw new InvalidPatchException("metadata.annotations", "annotations must be a map of strings");
        }
        ObjectNode annotations = annotationsNode instanceof ObjectNode a ? a : metadata.putObject("annotations");
        List<String> nullKeys = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : iterable(annotations)) {
            if (e.getValue().isNull()) {
                nullKeys.add(e.getKey());
            } else if (!e.getValue().isTextual()) {
                throw new InvalidPatchException("metadata.annotations[" + e.getKey() + "]",
                        "annotation values must be strings; quote this one in the manifest");
            }
        }
        nullKeys.forEach(k -> annotations.put(k, ""));
        annotations.remove(KEY);
        return object;
    }

    private static Iterable<Map.Entry<String, JsonNode>> iterable(JsonNode node) {
        return node::fields;
    }
}
