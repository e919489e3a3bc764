package io.japply.apply.internal.object;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * The configuration a field manager last applied server-side, read back from a live object: the
 * fields its Apply entry of metadata.managedFields (fieldsV1) owns, with their live values, as
 * client-go's extract functions read it. What an --atomic rollback applies again under that manager.
 */
public final class AppliedFields {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private AppliedFields() {
    }

    /** For --atomic, before a server-side apply: whether the object exists, and what {@code manager} applied on it. */
    static Outcome.Before before(io.japply.apply.cluster.ClusterGateway cluster, io.japply.apply.cluster.ObjectRef ref,
                                 io.japply.apply.cluster.ClusterGateway.Served served, String manager) {
        Optional<ObjectNode> live = cluster.get(ref, served);
        return new Outcome.Before(live.isPresent(), live.flatMap(l -> of(l, manager))
                .map(io.japply.threeway.json.GoJson::write).orElse(null));
    }

    /** The fields {@code manager} applied on {@code live}; empty when it has no Apply entry there. */
    public static Optional<ObjectNode> of(ObjectNode live, String manager) {
        for (JsonNode entry : live.path("metadata").path("managedFields")) {
            if (manager.equals(entry.path("manager").asText()) && "Apply".equals(entry.path("operation").asText())
                    && entry.path("subresource").asText("").isEmpty() && entry.path("fieldsV1").isObject()) {
                ObjectNode applied = (ObjectNode) pick(live, entry.path("fieldsV1"));
                applied.put("apiVersion", live.path("apiVersion").asText()).put("kind", live.path("kind").asText());
                ObjectNode metadata = applied.withObject("/metadata");
                metadata.put("name", live.path("metadata").path("name").asText());
                if (live.path("metadata").hasNonNull("namespace")) {
                    metadata.put("namespace", live.path("metadata").path("namespace").asText());
                }
                return Optional.of(applied);
            }
        }
        return Optional.empty();
    }

    /** The parts of {@code value} the field set names; a leaf (an empty set) takes the value whole. */
    private static JsonNode pick(JsonNode value, JsonNode fields) {
        if (fields.isEmpty() || !value.isContainerNode()) {
            return value.deepCopy();
        }
        if (value.isArray()) {
            return pickItems((ArrayNode) value, fields);
        }
        ObjectNode out = NODES.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (field.getKey().startsWith("f:") && value.has(field.getKey().substring(2))) {
                String name = field.getKey().substring(2);
                out.set(name, pick(value.get(name), field.getValue()));
            }
        }
        return out;
    }

    /** The items of a list the set names by key ({@code k:}), value ({@code v:}) or index ({@code i:}), in live order. */
    private static ArrayNode pickItems(ArrayNode items, JsonNode fields) {
        ArrayNode out = NODES.arrayNode();
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String key = field.getKey();
                if (key.startsWith("k:") && item.isObject() && matches(item, parse(key))) {
                    ObjectNode picked = (ObjectNode) pick(item, field.getValue());
                    parse(key).fields().forEachRemaining(k -> picked.set(k.getKey(), k.getValue()));
                    out.add(picked);
                } else if (key.startsWith("v:") && item.equals(parse(key))) {
                    out.add(item.deepCopy());
                } else if (key.equals("i:" + i)) {
                    out.add(pick(item, field.getValue()));
                }
            }
        }
        return out;
    }

    private static boolean matches(JsonNode item, JsonNode keys) {
        for (Iterator<Map.Entry<String, JsonNode>> it = keys.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> key = it.next();
            if (!key.getValue().equals(item.get(key.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private static JsonNode parse(String key) {
        try {
            return Json.parse(key.substring(2));
        } catch (JsonProcessingException e) {
            return NODES.missingNode();
        }
    }
}
