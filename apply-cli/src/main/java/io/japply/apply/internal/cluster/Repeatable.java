package io.japply.apply.internal.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.japply.threeway.json.Json;

/**
 * Whether a request may be sent again after its answer was lost (a cut or reset connection), when
 * the server may have done it already. Reads and deletes repeat harmlessly; a create that landed
 * meets 409 AlreadyExists, and the object is then read and patched; a server-side apply is
 * declarative; a PATCH carrying the resourceVersion it was computed from meets 409 if it landed,
 * and is recomputed. Any other PATCH could land twice.
 */
final class Repeatable {
    private static final String APPLY_PATCH = "application/apply-patch+yaml";

    private Repeatable() {
    }

    static boolean isRepeatable(HttpRequest request) {
        return switch (request.method()) {
            case "GET", "HEAD", "DELETE", "POST" -> true;
            case "PATCH" -> isApplyPatch(request) || carriesResourceVersion(request.bodyString());
            default -> false;
        };
    }

    private static boolean isApplyPatch(HttpRequest request) {
        String type = request.header("Content-Type");
        return type != null && type.startsWith(APPLY_PATCH);
    }

    private static boolean carriesResourceVersion(String body) {
        if (body == null) {
            return false;
        }
        try {
            return !Json.parse(body).path("metadata").path("resourceVersion").asText("").isEmpty();
        } catch (JsonProcessingException e) {
            return false;
        }
    }
}
