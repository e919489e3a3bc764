package io.japply.apply.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What applying one object did: the action, the patch sent and its type, the object the server
 * returned, the server's warnings; or, when it failed, the error. Immutable.
 */
public final class ApplyResult {
    private final String source;
    private final ObjectId id;
    private final Action action;
    private final JsonNode patch;
    private final PatchType patchType;
    private final JsonNode object;
    private final List<String> warnings;
    private final ApplyException error;
    private final Duration duration;

    /** The object an apply concerned: apiVersion, kind, namespace (null when cluster-scoped or unknown) and name. */
    public record ObjectId(String apiVersion, String kind, String namespace, String name) {
    }

    /** One object's result, as a run makes it (public so that the run in io.japply.apply and tests can). */
    public ApplyResult(String source, ObjectId id, Action action, JsonNode patch, PatchType patchType, JsonNode object,
                List<String> warnings, ApplyException error, Duration duration) {
        this.source = source;
        this.id = id;
        this.action = action;
        this.patch = patch == null ? JsonNodeFactory.instance.objectNode() : patch;
        this.patchType = patchType;
        this.object = object;
        this.warnings = List.copyOf(warnings);
        this.error = error;
        this.duration = duration;
    }

    /** Where the object came from: "app.yaml, document 2", or for an object given in Java its kind and name. */
    public String source() {
        return source;
    }

    /** Which object; for an input that is not an object (a malformed document) only what could be read. */
    public ObjectId id() {
        return id;
    }

    /** What was done; {@link Action#FAILED} when {@link #error()} is present. */
    public Action action() {
        return action;
    }

    /**
     * The patch sent, as kubectl would send it (japply adds the live resourceVersion on the wire, so a
     * change made meanwhile is refused and merged again); an empty object when none was sent.
     */
    public JsonNode patch() {
        return patch;
    }

    /** The kind of patch sent (or, in a dry run, that would be); empty when none was. */
    public Optional<PatchType> patchType() {
        return Optional.ofNullable(patchType);
    }

    /** The object as the server returned it (as it would be, in a client dry run); empty when it failed. */
    public Optional<JsonNode> object() {
        return Optional.ofNullable(object);
    }

    /** The server's warnings and kubectl's own (e.g. a live object without the last-applied annotation). */
    public List<String> warnings() {
        return warnings;
    }

    public Optional<ApplyException> error() {
        return Optional.ofNullable(error);
    }

    public boolean failed() {
        return error != null;
    }

    /** How long this object took, waits for its CustomResourceDefinition included. */
    public Duration duration() {
        return duration;
    }

    @Override
    public String toString() {
        return source + ": " + (failed() ? "failed: " + error.getMessage() : action);
    }
}
