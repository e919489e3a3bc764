package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.meta.BuiltinKinds;
import java.util.Optional;
import java.util.function.Function;

/**
 * What normalization needs to know of an object's kind: whether it lives in a namespace, and for a
 * built-in kind its OpenAPI definition name with a lookup of definitions by name (the Go types the
 * server decodes into). A custom resource has no definition: the server stores its JSON as sent.
 */
public record KindFacts(boolean namespaced, Optional<String> definition,
                        Function<String, Optional<JsonNode>> definitions) {

    /** A kind without a Go type (a custom resource). */
    public static KindFacts untyped(boolean namespaced) {
        return new KindFacts(namespaced, Optional.empty(), name -> Optional.empty());
    }

    /** The kind from japply's bundled Kubernetes schema; untyped when not built in. */
    public static KindFacts bundled(String apiVersion, String kind, boolean namespaced) {
        BuiltinKinds kinds = BuiltinKinds.bundled();
        return kinds.find(apiVersion, kind)
                .map(k -> new KindFacts(namespaced, Optional.of(k.definition()), kinds::definition))
                .orElseGet(() -> untyped(namespaced));
    }
}
