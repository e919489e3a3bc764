package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;

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
    private final java.util.function.Consumer<String> warnings;

    public RawRequests(HttpClient http, String base) {
        this(http, base, text -> { });
    }

    private RawRequests(HttpClient http, String base, java.util.function.Consumer<String> warnings) {
        this.http = http;
        this.base = base;
        this.warnings = warnings;
    }

    /** The same requests, the texts of the server's Warning headers (of every answer, errors too) going to {@code sink}. */
    RawRequests reportingTo(java.util.function.Consumer<String> sink) {
        return new RawRequests(http, base, sink);
    }

    /** The JSON at this path; empty on 404. */
    public Optional<JsonNode> get(String path) {
        return text(path).map(body -> parse(body, "GET " + path));
    }

    /** The body at this path as text, for a caller that words its own parse failure; empty on 404. */
    Optional<String> text(String path) {
        HttpResponse<String> answer = send(http.newHttpRequestBuilder().uri(base + path));
        return answer.code() == NOT_FOUND ? Optional.empty() : Optional.of(success(answer));
    }

    /** A write (POST, PATCH) with a body of the given media type; {@link ClusterGateway.Conflict} on 409. */
    public JsonNode write(String method, String path, String mediaType, String body) {
        String answer = success(send(http.newHttpRequestBuilder().uri(base + path).method(method, mediaType, body)));
        return parse(answer, method + " " + path);
    }

    /** Bounded by the client: it ends by the deadline of --request-timeout, with an answer or an {@link Unreachable}. */
    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> answer = http.sendAsync(request.build(), String.class).get();
            WarningHeaders.texts(answer.headers("Warning")).forEach(warnings);
            return answer;
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

    /**
     * The body of a 2xx answer; otherwise the server's Status in the server's frame and its own words, as
     * kubectl's StatusError tells it. kubectl's other words for an Invalid answer (its details, when it is
     * a run's only error, "The request is invalid: ...") are made once, by {@link InvalidWords}, and go with
     * the refusal ({@link ClusterGateway.Refused#alone}): no message is reworded here.
     */
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
        String serverWords = status.has("message") ? status.path("message").asText() : null;
        throw new ClusterGateway.Refused(answer.code(), "Error from server (" + reason + "): " + message, serverWords,
                InvalidWords.alone(status).orElse(null));
    }

    private static JsonNode parseOrEmpty(String body) {
        try {
            return body == null ? Json.object() : Json.parse(body);
        } catch (JsonProcessingException e) {
            return Json.object();
        }
    }

    /** A 2xx answer that is not JSON (a proxy's page, a cut body read whole): the server's failure, not japply's. */
    private static JsonNode parse(String body, String request) {
        try {
            return Json.parse(body);
        } catch (JsonProcessingException e) {
            throw new ClusterGateway.Refused(ClusterGateway.Refused.NOT_JSON, notJson(request));
        }
    }

    /** The words for an answer that is not JSON, with the request (its query left out: it may carry a token). */
    static String notJson(String request) {
        int query = request.indexOf('?');
        return "the server's answer to " + (query < 0 ? request : request.substring(0, query)) + " is not JSON";
    }
}
