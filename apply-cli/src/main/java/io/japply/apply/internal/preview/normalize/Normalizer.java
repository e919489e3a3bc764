package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * The object as the API server would store it, for the offline preview (diff --local and --live),
 * which predicts with japply's own merge: the server's normalization, not its defaults. A pure
 * function: the argument is never changed.
 *
 * <ul>
 *   <li>metadata the server owns keeps the live value ({@link ServerOwnedMetadata});</li>
 *   <li>{@code metadata.namespace} of a cluster-scoped kind is dropped;</li>
 *   <li>a Secret's {@code stringData} is merged into {@code data} ({@link SecretData}); bytes (Secret
 *       data, ConfigMap binaryData) in standard base64;</li>
 *   <li>for built-in kinds, what the Go types make of it ({@link GoTypes}): quantities in canonical
 *       form, empty optional lists and maps dropped;</li>
 *   <li>{@code metadata.generation} one up where the update changes the spec ({@link Generation}).</li>
 * </ul>
 */
public final class Normalizer {
    private Normalizer() {
    }

    /** A new object: nothing to keep from a live one. */
    public static ObjectNode normalize(ObjectNode object, KindFacts kind) {
        return normalize(object, kind, Optional.empty());
    }

    /** {@code live} is the object the update starts from, whose server-owned metadata stays. */
    public static ObjectNode normalize(ObjectNode object, KindFacts kind, Optional<ObjectNode> live) {
        ObjectNode copy = object.deepCopy();
        live.ifPresent(old -> ServerOwnedMetadata.keepInPlace(copy, old));
        if (!kind.namespaced() && copy.get("metadata") instanceof ObjectNode metadata) {
            metadata.remove("namespace");
        }
        if (SecretData.applies(copy)) {
            SecretData.mergeInPlace(copy);
        }
        if ("v1".equals(copy.path("apiVersion").asText()) && "ConfigMap".equals(copy.path("kind").asText())) {
            GoBytes.inPlace(copy.get("binaryData"));
        }
        ObjectNode stored = copy;
        if (kind.definition().isPresent()
                && new GoTypes(kind.definitions()).object(copy, kind.definition().get()) instanceof ObjectNode typed) {
            stored = typed;
        }
        ObjectNode result = stored;
        live.ifPresent(old -> Generation.bumpInPlace(result, old));
        return result;
    }
}
