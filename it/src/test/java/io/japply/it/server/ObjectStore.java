package io.japply.it.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.JsonPatch;
import io.japply.threeway.PatchException;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.NoSchema;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;


/**
 * The objects of the fake API server, by path, with the server's rules: resourceVersion bumped on
 * every write and checked when a write carries one (409), patches applied by media type, dryRun
 * honoured, and faults queued by tests (a change by someone else before the next PATCH, an error).
 */
public final class ObjectStore {
    /** An HTTP answer, and the texts of its Warning headers. */
    public record Answer(int status, String body, java.util.List<String> warnings) {
        public Answer(int status, String body) {
            this(status, body, java.util.List.of());
        }
    }

    private final Map<String, ObjectNode> objects = new TreeMap<>();
    private final Deque<Consumer<ObjectNode>> beforeNextPatch = new ArrayDeque<>();
    private final Deque<Answer> failNext = new ArrayDeque<>();
    private final java.util.List<Fault> faults = new java.util.ArrayList<>();
    private long version = 1000;
    /** Deleted objects as a watch reports them (DELETED, at the version of their deletion), by path. */
    private final Map<String, ObjectNode> deleted = new TreeMap<>();
    private long watchesStarted;

    /** How many WATCH requests have been served or are being served: a controller can act once a client watches. */
    public synchronized long watchesStarted() {
        return watchesStarted;
    }

    /** Watches from a resourceVersion below this one are answered 410 Gone ("too old resource version"). */
    private long compactedBelow;
    private final ServerWarnings warnings = new ServerWarnings();
    private StrictFields fields;

    /** The warnings the server adds to its answers (a deprecated API's, say). */
    public ServerWarnings warnings() {
        return warnings;
    }

    /**
     * Checks the fields of every create and patch against the kind's schema, as the API server does
     * by the request's fieldValidation: refused (Strict), dropped with a warning (Warn, the default),
     * dropped silently (Ignore). Off unless asked for.
     */
    public synchronized void checkFields() {
        fields = StrictFields.ofBundledDocuments();
    }

    private boolean limitAnnotations;

    /** Refuses creates and patches whose annotations are over 256 KiB, as the API server does. Off unless asked for. */
    public synchronized void limitAnnotationSize() {
        limitAnnotations = true;
    }

    /** The refusal of an object over a limit this store enforces; null when none. */
    private ObjectStore.Answer overLimit(ObjectNode object) {
        return limitAnnotations ? AnnotationLimit.refusal(object) : null;
    }

    public synchronized ObjectNode get(String path) {
        ObjectNode o = objects.get(path);
        return o == null ? null : o.deepCopy();
    }

    public synchronized void put(String path, ObjectNode object) {
        ObjectNode stored = object.deepCopy();
        stamp(stored, path);
        objects.put(path, stored);
    }

    /** Changes a stored object in place, as a controller writing its status does; false when there is none. */
    public synchronized boolean update(String path, Consumer<ObjectNode> change) {
        ObjectNode live = objects.get(path);
        if (live == null) {
            return false;
        }
        change.accept(live);
        stamp(live, path);
        return true;
    }

    /**
     * A WATCH as a long poll: the objects of the collection written after {@code fromVersion}, as
     * MODIFIED events (ADDED for a watch from nothing), and those deleted since as DELETED, waiting up
     * to {@code atMost} for the first; then a BOOKMARK at the current version, and the stream ends (the
     * client watches again from there). From a version compacted away ({@link #compact}), as the API
     * server: 200 and one ERROR event holding a 410 Expired Status, and the stream ends.
     */
    public synchronized Answer watch(String collection, String fromVersion, java.time.Duration atMost) {
        long from = fromVersion.isEmpty() ? 0 : Long.parseLong(fromVersion);
        watchesStarted++;
        long deadline = System.nanoTime() + atMost.toNanos();
        StringBuilder events = new StringBuilder();
        while (events.isEmpty()) {
            if (from != 0 && from < compactedBelow) { // also for a watch waiting here when the history goes
                return new Answer(200, Collections.expired(from, compactedBelow));
            }
            events.append(Collections.events(objects, collection, from));
            events.append(Collections.deletions(deleted, collection, from));
            long left = deadline - System.nanoTime();
            if (!events.isEmpty() || left <= 0) {
                break;
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return new Answer(200, events.append(Collections.bookmark(objects, deleted, collection, version)).toString());
    }

    /**
     * A WATCH asking for its initial events (client-go's watch-list, which kubectl 1.37's informers use):
     * every object of the collection as ADDED, then the BOOKMARK that marks their end; the stream ends
     * there (the client watches again from the bookmark).
     */
    public synchronized Answer watchList(String collection) {
        watchesStarted++;
        return new Answer(200, Collections.events(objects, collection, 0)
                + Collections.bookmark(objects, deleted, collection, version, true));
    }

    /**
     * Forgets the history before now, as etcd's compaction does: a watch from an older resourceVersion
     * meets 410 Gone, and the client must list again.
     */
    public synchronized void compact() {
        compactedBelow = ++version;
        notifyAll(); // watches waiting for a change end, and the client's next one meets the news
    }

    /** Someone deletes the object (a controller, another user); false when there is none. */
    public synchronized boolean remove(String path) {
        return delete(path, false).status() == 200;
    }

    /** A Namespace object of this name. */
    public void namespace(String name) {
        ObjectNode ns = Json.object().put("apiVersion", "v1").put("kind", "Namespace");
        ns.putObject("metadata").put("name", name);
        put("/api/v1/namespaces/" + name, ns);
    }

    public synchronized Map<String, ObjectNode> all() {
        return new TreeMap<>(objects);
    }

    /** Someone else changes the object just before the next PATCH arrives. */
    public synchronized void changeBeforeNextPatch(Consumer<ObjectNode> change) {
        beforeNextPatch.add(change);
    }

    /** The next write fails with this status. */
    public synchronized void failNextWrite(int status) {
        failNextWrite(status, "InternalError", "injected failure");
    }

    /** The next write fails with this status, reason and message (e.g. a server-side apply conflict). */
    public synchronized void failNextWrite(int status, String reason, String message) {
        failNext.add(status(status, reason, message));
    }

    private java.time.Duration latency = java.time.Duration.ZERO;

    /** Every object request answers this much later, as over a network to a real cluster. */
    public synchronized void latency(java.time.Duration added) {
        latency = added;
    }

    public synchronized java.time.Duration latency() {
        return latency;
    }

    /** Injects a fault on the requests it matches (see {@link Fault}). */
    public synchronized void inject(Fault fault) {
        faults.add(fault);
    }

    public synchronized void clearFaults() {
        faults.clear();
    }

    /** The first fault this request meets, used up by one; null when none. */
    synchronized Fault faultFor(String method, String path) {
        for (int i = 0; i < faults.size(); i++) {
            Fault fault = faults.get(i);
            if (fault.matches(method, path)) {
                Fault left = fault.used();
                if (left.times() == 0) {
                    faults.remove(i);
                } else {
                    faults.set(i, left);
                }
                return fault;
            }
        }
        return null;
    }

    /** The answer of an injected status. */
    static Answer injected(int code) {
        return switch (code) {
            case 403 -> status(code, "Forbidden", "injected 403: the user may not do this (RBAC)");
            case 503 -> status(code, "ServiceUnavailable", "injected " + code);
            default -> status(code, "InternalError", "injected " + code);
        };
    }

    synchronized Answer read(String path) {
        return read(path, "");
    }

    /** An object, or for a collection path the list of its objects the label selector picks. */
    synchronized Answer read(String path, String labelSelector) {
        if (Collections.isCollection(path)) {
            return new Answer(200, Collections.list(objects, path, LabelSelector.parse(labelSelector),
                    Long.toString(version)).toString());
        }
        ObjectNode o = objects.get(path);
        return o == null ? notFound(path) : new Answer(200, o.toString());
    }

    synchronized Answer create(String collection, String body, boolean dryRun, String fieldValidation) {
        if (!failNext.isEmpty()) {
            return failNext.poll();
        }
        ObjectNode object = (ObjectNode) parse(body);
        Answer undecodable = TypedDecoding.createRefused(object); // decoding comes first, whatever fieldValidation
        if (undecodable != null) {
            return undecodable;
        }
        String path = collection + "/" + object.path("metadata").path("name").asText();
        if (objects.containsKey(path)) {
            return status(409, "AlreadyExists", path + " already exists");
        }
        ObjectNode stored = object.deepCopy();
        java.util.List<String> unknown = fields == null ? java.util.List.of() : fields.removeUnknown(stored);
        if (!unknown.isEmpty() && StrictDecoding.strict(fieldValidation)) {
            return StrictDecoding.createRefused(object, unknown);
        }
        if (overLimit(stored) != null) {
            return overLimit(stored);
        }
        stamp(stored, path);
        if (!dryRun) {
            objects.put(path, stored);
            deleted.remove(path);
        }
        return new Answer(201, stored.toString(), StrictDecoding.warnings(fieldValidation, unknown));
    }

    synchronized Answer patch(String path, String mediaType, String body, boolean dryRun, String fieldValidation) {
        if (!failNext.isEmpty()) {
            return failNext.poll();
        }
        ObjectNode live = objects.get(path);
        if (live == null && mediaType.startsWith(APPLY)) {
            // server-side apply creates what is absent; managed fields are not modelled here
            return create(path.substring(0, path.lastIndexOf('/')), body, dryRun, fieldValidation);
        }
        if (live == null) {
            return notFound(path);
        }
        if (!beforeNextPatch.isEmpty()) {
            beforeNextPatch.poll().accept(live);
            stamp(live, path);
        }
        JsonNode patch = parse(body);
        String expected = patch.path("metadata").path("resourceVersion").asText("");
        if (!expected.isEmpty() && !expected.equals(live.path("metadata").path("resourceVersion").asText())) {
            return status(409, "Conflict", "the object has been modified; please apply your changes to the latest version");
        }
        ObjectNode result;
        try {
            result = (ObjectNode) applyPatch(live, mediaType, patch);
        } catch (PatchException e) {
            return status(422, "Invalid", e.getMessage());
        }
        ObjectNode patched = result.deepCopy();
        java.util.List<String> unknown = fields == null ? java.util.List.of() : fields.removeUnknown(result);
        if (!unknown.isEmpty() && StrictDecoding.strict(fieldValidation)) {
            return StrictDecoding.patchRefused(mediaType, patch, patched, unknown);
        }
        if (overLimit(result) != null) {
            return overLimit(result);
        }
        stamp(result, path);
        if (!dryRun) {
            objects.put(path, result);
        }
        return new Answer(200, result.toString(), StrictDecoding.warnings(fieldValidation, unknown));
    }

    /** A delete; a dry run is answered as if done and removes nothing. */
    synchronized Answer delete(String path, boolean dryRun) {
        ObjectNode removed = dryRun ? objects.get(path) : objects.remove(path);
        if (removed != null && !dryRun) {
            ObjectNode gone = removed.deepCopy();
            stamp(gone, path); // a DELETED event carries the object at the version of its deletion
            deleted.put(path, gone);
        }
        return removed == null ? notFound(path) : new Answer(200, removed.toString());
    }

    private static final String APPLY = "application/apply-patch+yaml";

    /** PUT (fabric8's createOrReplace, kubectl replace): the body becomes the object, if its resourceVersion is current. */
    synchronized Answer replace(String path, String body, boolean dryRun) {
        ObjectNode live = objects.get(path);
        if (live == null) {
            return notFound(path);
        }
        ObjectNode object = (ObjectNode) parse(body);
        String expected = object.path("metadata").path("resourceVersion").asText("");
        if (!expected.isEmpty() && !expected.equals(live.path("metadata").path("resourceVersion").asText())) {
            return status(409, "Conflict", "the object has been modified; please apply your changes to the latest version");
        }
        stamp(object, path);
        if (!dryRun) {
            objects.put(path, object);
        }
        return new Answer(200, object.toString());
    }

    private static JsonNode applyPatch(ObjectNode live, String mediaType, JsonNode patch) {
        if (mediaType.startsWith("application/strategic-merge-patch+json")) {
            var kind = BuiltinKinds.bundled().find(live.path("apiVersion").asText(), live.path("kind").asText());
            return StrategicMergePatch.apply(live, patch, kind.map(BuiltinKinds.Kind::schema).orElse(NoSchema.INSTANCE));
        }
        if (mediaType.startsWith("application/json-patch+json")) {
            return JsonPatch.apply(live, patch);
        }
        return JsonMergePatch.apply(live, patch);
    }

    /** What the server sets on every write: a new resourceVersion, and a uid on first write. */
    private void stamp(ObjectNode object, String path) {
        ObjectNode metadata = object.withObject("/metadata");
        metadata.put("resourceVersion", Long.toString(++version));
        notifyAll(); // watches waiting for a change
        if (!metadata.has("uid")) {
            metadata.put("uid", "uid-" + Integer.toHexString(path.hashCode()));
        }
        if (path.contains("/namespaces/") && !path.matches("/api/v1/namespaces/[^/]+")) {
            metadata.put("namespace", path.replaceAll(".*/namespaces/([^/]+)/.*", "$1"));
        }
    }

    private static Answer notFound(String path) {
        return status(404, "NotFound", path + " not found");
    }

    private static Answer status(int code, String reason, String message) {
        ObjectNode s = Json.object().put("kind", "Status").put("apiVersion", "v1").put("status", "Failure")
                .put("reason", reason).put("code", code).put("message", message);
        s.putObject("metadata");
        return new Answer(code, s.toString());
    }

    private static JsonNode parse(String body) {
        try {
            return Json.parse(body);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + body, e);
        }
    }
}
