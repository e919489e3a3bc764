package io.japply.apply.internal.cluster;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * What one {@link BoundedHttpClient} and the clients derived from it learn about the server as they go:
 * whether it has answered at all (a refused connection after that is a restart, worth waiting for;
 * before it, a wrong address, reported at once as kubectl does), and which discovery and OpenAPI
 * reads got no answer. Those are read ahead on other threads and then asked for again by each
 * object; sending them again would double the wait for every object, so the failure is given again.
 */
final class BoundedHttpClientMemory {
    /** Discovery (/api, /apis, /api/v1, /apis/GROUP/VERSION) and OpenAPI (/openapi/...), under the server URL's own path. */
    private static final Pattern METADATA = Pattern.compile("(.*/)?(api(/[^/]+)?|apis(/[^/]+){0,2}|openapi(/.*)?)/?");

    private volatile boolean answered;
    private final FirstConnection firstConnection = new FirstConnection();
    private final Map<URI, Unreachable> unanswered = new ConcurrentHashMap<>();

    void answered() {
        answered = true;
    }

    /** The gate that sends the first https request alone, so that the others share its connection. */
    FirstConnection firstConnection() {
        return firstConnection;
    }

    /** Whether any request of this client got an answer (any status). */
    boolean hasAnswered() {
        return answered;
    }

    /** A metadata read that got no answer: the same read fails with the same words, without waiting again. */
    void unanswered(String method, URI uri, Unreachable failure) {
        if (isMetadataRead(method, uri)) {
            unanswered.put(uri, failure);
        }
    }

    Optional<Unreachable> unanswered(String method, URI uri) {
        return isMetadataRead(method, uri) ? Optional.ofNullable(unanswered.get(uri)) : Optional.empty();
    }

    static boolean isMetadataRead(String method, URI uri) {
        return "GET".equals(method) && uri.getRawPath() != null && METADATA.matcher(uri.getRawPath()).matches();
    }
}
