package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.support.Daemons;
import io.japply.threeway.meta.ServerKinds;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Starts reading the server's OpenAPI for each kind now, on another thread, so that it travels
 * while the first objects' discovery and reads do instead of after them. Objects that need it
 * wait for it as they would for their own fetch; a failure surfaces there, not here.
 */
final class MetadataAhead {
    private MetadataAhead() {
    }

    static void start(ServerKinds kinds, List<ObjectNode> objects) {
        Set<List<String>> kindsAhead = new LinkedHashSet<>();
        objects.forEach(o -> kindsAhead.add(List.of(o.path("apiVersion").asText(), o.path("kind").asText())));
        Daemons.start("japply-openapi", () -> kindsAhead.forEach(k -> resolve(kinds, k.get(0), k.get(1))));
    }

    /** One kind, as soon as an object of it is read (a kind read or being read is not fetched again). */
    static void start(ServerKinds kinds, String apiVersion, String kind) {
        Daemons.start("japply-openapi", () -> resolve(kinds, apiVersion, kind));
    }

    private static void resolve(ServerKinds kinds, String apiVersion, String kind) {
        try {
            kinds.resolve(apiVersion, kind);
        } catch (RuntimeException e) {
            // the object's own lookup will meet and report it
        }
    }
}
