package io.japply.apply.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.japply.threeway.json.Json;
import java.util.Optional;
import java.util.concurrent.ExecutionException;

/**
 * Requests sent as they are through fabric8's HTTP client, which brings the kubeconfig's
 * credentials, and japply's deadline and retries ({@link BoundedHttpClient}). fabric8's resource DSL reads an object before it patches it,
 * and converts every answer through its own model; this sends one request and keeps the server's
 * JSON as it came.
 */
public final class RawRequests {
    private static final int NOT_FOUND = 404;
    private static final int CONFLICT = 409;

    private final HttpClient http;
    private final String base;

    public RawRequests(HttpClient http, String base) {
        this.http = http;
        this.base = base;
    }

    /** The JSON at this path; empty on 404. */
    public Optional<JsonNode> get(String path) {
        HttpResponse<String> answer = send(http.newHttpRequestBuilder().uri(base + path));
        return answer.code() == NOT_FOUND ? Optional.empty() : Optional.of(parse(success(answer)));
    }

    /** A write (POST, PATCH) with a body of the given media type; {@link ClusterGateway.Conflict} on 409. */
    public JsonNode write(String method, String path, String mediaType, String body) {
        return parse(success(send(http.newHttpRequestBuilder().uri(base + path).method(method, mediaType, body))));
    }

    /** Bounded by the client: it ends by the deadline of --request-timeout, with an answer or an {@link Unreachable}. */
    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.sendAsync(request.build(), String.class).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClusterGateway.Refused(0, "interrupted");
        } catch (ExecutionException e) {
            throw unreachable(e.getCause());
        }
    }

    /** The client's own words when it has them ({@link Unreachable}: URL, cause, tries). */
    private ClusterGateway.Refused unreachable(Throwable cause) {
        return new ClusterGateway.Refused(0, Unreachable.in(cause).map(Throwable::getMessage)
                .orElseGet(() -> "cannot reach the server: " + NetworkCause.of(cause).describe(cause)));
    }

    /** The body of a 2xx answer; otherwise the server's Status in kubectl's words. */
    private static String success(HttpResponse<String> answer) {
        if (answer.isSuccessful()) {
            return answer.body();
        }
        JsonNode status = parseOrEmpty(answer.body());
        String message = status.path("message").asText(answer.body());
        if (answer.code() == CONFLICT) {
            throw new ClusterGateway.Conflict(message);
        }
        String reason = status.path("reason").asText(answer.message());
        throw new ClusterGateway.Refused(answer.code(), "Error from server (" + reason + "): " + message);
    }

    private static JsonNode parseOrEmpty(String body) {
        try {
            return body == null ? Json.object() : Json.parse(body);
        } catch (JsonProcessingException e) {
            return Json.object();
        }
    }

    private static JsonNode parse(String body) {
        try {
            return Json.parse(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the server answered with no JSON", e);
        }
    }
}
