package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ExecCredentialException;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoYaml;
import java.util.List;
import java.util.function.Function;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * What an exec credential plugin printed, read as kubectl reads it (JSON or YAML, the first document),
 * with kubectl's words for each way it is not a usable ExecCredential of the configured version.
 */
final class ExecOutput {
    private static final String HEADER_TYPE = "Go value of type struct { APIVersion string \"json:\\\"apiVersion,omitempty\\\"\";"
            + " Kind string \"json:\\\"kind,omitempty\\\"\" }";
    private static final String INTERNAL = ExecPlugin.GROUP + "/__internal";
    private static final List<String> STATUS_FIELDS = List.of("token", "clientCertificateData", "clientKeyData");

    /** A bearer token, or a client certificate and key (PEM), or both. */
    record Credential(String token, String clientCertificateData, String clientKeyData) {
    }

    private ExecOutput() {
    }

    /** The credential in {@code stdout}; {@code failure} makes the exception for a reason in kubectl's words. */
    static Credential decode(String stdout, String apiVersion, Function<String, ExecCredentialException> failure) {
        JsonNode root = parse(stdout, failure);
        if (!root.isObject()) {
            throw failure.apply("decoding stdout: couldn't get version/kind; json parse error: json: cannot unmarshal "
                    + goType(root) + " into " + HEADER_TYPE);
        }
        String returned = root.path("apiVersion").asText("");
        String kind = root.path("kind").asText("");
        if (!kind.isEmpty() && !kind.equals("ExecCredential")) {
            throw failure.apply("decoding stdout: no kind \"" + kind + "\" is registered for version \"" + returned
                    + "\" in scheme \"pkg/client/auth/exec/exec.go:64\"");
        }
        JsonNode status = root.path("status");
        for (String field : STATUS_FIELDS) {
            JsonNode value = status.path(field);
            if (!value.isMissingNode() && !value.isNull() && !value.isTextual()) {
                throw failure.apply("decoding stdout: json: cannot unmarshal " + goType(value)
                        + " into Go struct field ExecCredentialStatus.status." + field + " of type string");
            }
        }
        if (!returned.equals(apiVersion)) {
            throw failure.apply("exec plugin is configured to use API version " + apiVersion + ", plugin returned version "
                    + (returned.isEmpty() ? INTERNAL : returned));
        }
        if (!status.isObject()) {
            throw failure.apply("exec plugin didn't return a status field");
        }
        String token = status.path("token").asText("");
        String cert = status.path("clientCertificateData").asText("");
        String key = status.path("clientKeyData").asText("");
        if (token.isEmpty() && cert.isEmpty() && key.isEmpty()) {
            throw failure.apply("exec plugin didn't return a token or cert/key pair");
        }
        if (cert.isEmpty() != key.isEmpty()) {
            throw failure.apply("exec plugin returned only certificate or key, not both");
        }
        return new Credential(token.isEmpty() ? null : token, cert.isEmpty() ? null : cert, key.isEmpty() ? null : key);
    }

    /** The first document; an empty output is an empty object, as kubectl's decoder takes it. */
    private static JsonNode parse(String stdout, Function<String, ExecCredentialException> failure) {
        List<JsonNode> documents;
        try {
            documents = new GoYaml(new LoaderOptions()).readAll(stdout);
        } catch (RuntimeException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw failure.apply("decoding stdout: couldn't get version/kind; json parse error: " + reason);
        }
        JsonNode first = documents.isEmpty() ? null : documents.get(0);
        return first == null || first.isNull() || first.isMissingNode()
                ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode() : first;
    }

    /** The JSON type as Go's encoding/json names it in an unmarshalling error. */
    private static String goType(JsonNode value) {
        if (value.isTextual()) {
            return "string";
        }
        if (value.isNumber()) {
            return "number";
        }
        if (value.isBoolean()) {
            return "bool";
        }
        return value.isArray() ? "array" : "object";
    }
}
