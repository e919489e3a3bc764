package io.japply.it.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.Map;

/**
 * Collection paths of the API and their lists. After /api/v1 or /apis/GROUP/VERSION an odd number of
 * segments names a collection (configmaps, namespaces/NS/configmaps), an even number an object.
 * A cluster-wide path of a namespaced kind (/apis/apps/v1/deployments) lists every namespace.
 */
final class Collections {
    private Collections() {
    }

    static boolean isCollection(String path) {
        int rest = rest(path).length;
        return rest > 0 && rest % 2 == 1;
    }

    static ObjectNode list(Map<String, ObjectNode> objects, String collection, LabelSelector selector,
            String resourceVersion) {
        ObjectNode list = Json.object().put("apiVersion", "v1").put("kind", "List");
        list.putObject("metadata").put("resourceVersion", resourceVersion);
        ArrayNode items = list.putArray("items");
        objects.forEach((path, object) -> {
            if (member(path, collection) && selector.matches(object.path("metadata").path("labels"))) {
                items.add(object.deepCopy());
            }
        });
        if (!items.isEmpty()) {
            list.put("kind", items.get(0).path("kind").asText() + "List")
                    .put("apiVersion", items.get(0).path("apiVersion").asText());
        }
        if (builtIn(collection)) {
            // as a real API server does: the items of a built-in kind's list carry no apiVersion or kind
            items.forEach(item -> ((ObjectNode) item).remove(java.util.List.of("apiVersion", "kind")));
        }
        return list;
    }

    /** Watch event lines for the collection's objects written after {@code from} (ADDED when from is 0). */
    static String events(Map<String, ObjectNode> objects, String collection, long from) {
        StringBuilder lines = new StringBuilder();
        objects.forEach((path, object) -> {
            long version = Long.parseLong(object.path("metadata").path("resourceVersion").asText("0"));
            if (member(path, collection) && version > from) {
                ObjectNode event = Json.object().put("type", from == 0 ? "ADDED" : "MODIFIED");
                event.set("object", object.deepCopy());
                lines.append(event).append('\n');
            }
        });
        return lines.toString();
    }

    /** DELETED event lines for the collection's objects deleted after {@code from} (none for a watch from nothing). */
    static String deletions(Map<String, ObjectNode> deleted, String collection, long from) {
        StringBuilder lines = new StringBuilder();
        deleted.forEach((path, object) -> {
            long version = Long.parseLong(object.path("metadata").path("resourceVersion").asText("0"));
            if (from != 0 && member(path, collection) && version > from) {
                ObjectNode event = Json.object().put("type", "DELETED");
                event.set("object", object.deepCopy());
                lines.append(event).append('\n');
            }
        });
        return lines.toString();
    }

    /** The API server's answer to a watch from a compacted version: one ERROR event, a 410 Expired Status. */
    static String expired(long from, long oldest) {
        ObjectNode event = Json.object().put("type", "ERROR");
        event.putObject("object").put("kind", "Status").put("apiVersion", "v1").put("status", "Failure")
                .put("message", "too old resource version: " + from + " (" + oldest + ")").put("reason", "Expired")
                .put("code", 410).putObject("metadata");
        return event + "\n";
    }

    /**
     * A BOOKMARK at {@code version}, typed as the collection's objects or, once they are all deleted, as
     * those (none for a collection that never held any). It also keeps an event from being the last
     * line of a stream that ends, which fabric8's HTTP watch can drop with the stream's end.
     */
    static String bookmark(Map<String, ObjectNode> objects, Map<String, ObjectNode> deleted, String collection,
            long version) {
        return bookmark(objects, deleted, collection, version, false);
    }

    /**
     * The BOOKMARK; with {@code initialEventsEnd} the one that closes a watch-list's initial events, marked
     * by the annotation client-go's reflector waits for.
     */
    static String bookmark(Map<String, ObjectNode> objects, Map<String, ObjectNode> deleted, String collection,
            long version, boolean initialEventsEnd) {
        return java.util.stream.Stream.concat(objects.entrySet().stream(), deleted.entrySet().stream())
                .filter(e -> member(e.getKey(), collection)).findFirst().map(e -> {
            ObjectNode event = Json.object().put("type", "BOOKMARK");
            ObjectNode metadata = event.putObject("object").put("apiVersion", e.getValue().path("apiVersion").asText())
                    .put("kind", e.getValue().path("kind").asText())
                    .putObject("metadata").put("resourceVersion", Long.toString(version));
            if (initialEventsEnd) {
                metadata.putObject("annotations").put("k8s.io/initial-events-end", "true");
            }
            return event + "\n";
        }).orElse("");
    }

    private static boolean builtIn(String collection) {
        String[] parts = collection.substring(1).split("/");
        if (parts[0].equals("api")) {
            return true;
        }
        String group = parts.length > 1 ? parts[1] : "";
        return !group.contains(".") || group.endsWith(".k8s.io");
    }

    private static boolean member(String objectPath, String collection) {
        String[] object = rest(objectPath);
        String[] wanted = rest(collection);
        if (object.length % 2 == 1 || !prefix(objectPath).equals(prefix(collection))) {
            return false;
        }
        if (wanted.length == 1 && object.length == 4 && object[0].equals("namespaces")) {
            return object[2].equals(wanted[0]); // every namespace
        }
        if (object.length != wanted.length + 1) {
            return false;
        }
        for (int i = 0; i < wanted.length; i++) {
            if (!object[i].equals(wanted[i])) {
                return false;
            }
        }
        return true;
    }

    private static String prefix(String path) {
        String[] parts = path.substring(1).split("/");
        int n = parts[0].equals("api") ? 2 : 3;
        return String.join("/", java.util.Arrays.copyOf(parts, Math.min(n, parts.length)));
    }

    private static String[] rest(String path) {
        String[] parts = path.substring(1).split("/");
        int n = parts.length > 0 && parts[0].equals("api") ? 2 : 3;
        return parts.length <= n ? new String[0] : java.util.Arrays.copyOfRange(parts, n, parts.length);
    }
}
