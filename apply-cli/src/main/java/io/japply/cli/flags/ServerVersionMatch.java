package io.japply.cli.flags;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.japply.apply.model.Failure;
import io.japply.threeway.json.Json;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * --match-server-version: kubectl asks the server's /version before anything else and refuses to go on
 * unless it is kubectl's own. japply has no Kubernetes version of its own; it is the twin of kubectl
 * {@value io.japply.cli.BuildInfo#KUBECTL}, so it requires a server of that minor version (kubectl requires
 * its exact release, docs/differences.md).
 */
public final class ServerVersionMatch {
    /** The Kubernetes minor version japply's behaviour matches. */
    public static final String CLIENT_VERSION = io.japply.cli.BuildInfo.KUBECTL.substring(0,
            io.japply.cli.BuildInfo.KUBECTL.lastIndexOf('.'));

    private ServerVersionMatch() {
    }

    public static void require(HttpClient http, String masterUrl, long timeoutMillis) {
        String base = masterUrl.endsWith("/") ? masterUrl.substring(0, masterUrl.length() - 1) : masterUrl;
        String gitVersion;
        try {
            HttpResponse<String> answer = http.sendAsync(http.newHttpRequestBuilder().uri(base + "/version").build(), String.class)
                    .get(timeoutMillis > 0 ? timeoutMillis : Long.MAX_VALUE, TimeUnit.MILLISECONDS);
            if (answer.code() != 200) {
                throw Failure.input("couldn't read version from server: the server answered " + answer.code());
            }
            JsonNode version = Json.mapper().readTree(answer.body());
            gitVersion = version.path("gitVersion").asText();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Failure.input("couldn't read version from server: interrupted");
        } catch (ExecutionException | TimeoutException | java.io.IOException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw Failure.input("couldn't read version from server: " + cause.getMessage());
        }
        if (!matches(gitVersion)) {
            throw Failure.input("server version (" + gitVersion + ") differs from client version (" + CLIENT_VERSION + ")");
        }
    }

    static boolean matches(String gitVersion) {
        return gitVersion.equals(CLIENT_VERSION) || gitVersion.startsWith(CLIENT_VERSION + ".");
    }
}
