package io.japply.apply.internal.read;

import io.japply.apply.model.Manifest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Lists as kubectl's unstructured decoder sees them: any document with an {@code items} field is a
 * list, whatever its kind ({@code List}, {@code ConfigMapList}, {@code RoleList}...), and only its
 * items are applied. An item with neither apiVersion nor kind takes the list's apiVersion and its
 * kind without "List" (a RoleList's items are Roles), as the API server leaves them out of typed lists.
 */
final class TypedLists {
    private static final String SUFFIX = "List";

    private TypedLists() {
    }

    /**
     * The manifests of one document: {@code item} makes a manifest of item n (from 1; 0 for a
     * document that is no list), {@code invalid} one of item n (0: the whole document) that fails.
     */
    static List<Manifest> expand(JsonNode node, BiFunction<Integer, JsonNode, Manifest> item,
                                 BiFunction<Integer, String, Manifest> invalid) {
        if (!(node instanceof ObjectNode list) || !list.has("items")) {
            return List.of(item.apply(0, node));
        }
        JsonNode items = list.get("items");
        if (items.isNull()) {
            return List.of(); // kubectl: a list of nothing
        }
        if (!items.isArray()) {
            return List.of(invalid.apply(0, "items must be a list, found " + Documents.kind(items)));
        }
        List<Manifest> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            JsonNode member = items.get(i);
            out.add(member instanceof ObjectNode object && object.has("items")
                    ? invalid.apply(i + 1, "a list inside a list (kubectl refuses it too)")
                    : item.apply(i + 1, typed(list, member)));
        }
        return out;
    }

    /** The item with the list's apiVersion and item kind when it names neither (a copy: the list stays as read). */
    private static JsonNode typed(ObjectNode list, JsonNode member) {
        String kind = list.path("kind").asText();
        if (!(member instanceof ObjectNode object) || object.has("apiVersion") || object.has("kind")
                || !kind.endsWith(SUFFIX) || kind.length() == SUFFIX.length() || !list.path("apiVersion").isTextual()) {
            return member;
        }
        ObjectNode typed = Json.object();
        typed.put("apiVersion", list.get("apiVersion").asText());
        typed.put("kind", kind.substring(0, kind.length() - SUFFIX.length()));
        typed.setAll(object);
        return typed;
    }
}
