package io.japply.apply.internal.kubeconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * kubectl's checks of the user and cluster a context comes to (client-go's validateAuthInfo and
 * validateClusterInfo), in its order and words: the files they name must open, data and file are not
 * both given, an exec plugin is complete, one way of authenticating. Paths are already absolute.
 */
final class UsableCheck {
    private UsableCheck() {
    }

    static List<String> user(String name, ObjectNode user) {
        List<String> errors = new ArrayList<>();
        List<String> methods = new ArrayList<>();
        if (has(user, "token")) {
            methods.add("token");
        }
        if (has(user, "username") || has(user, "password")) {
            methods.add("basicAuth");
        }
        if (has(user, "client-certificate") || has(user, "client-certificate-data")) {
            if (has(user, "client-certificate") && has(user, "client-certificate-data")) {
                errors.add("client-cert-data and client-cert are both specified for " + name
                        + ". client-cert-data will override.");
            }
            if (has(user, "client-key") && has(user, "client-key-data")) {
                errors.add("client-key-data and client-key are both specified for " + name + "; client-key-data will override");
            }
            if (!has(user, "client-key") && !has(user, "client-key-data")) {
                errors.add("client-key-data or client-key must be specified for " + name
                        + " to use the clientCert authentication method.");
            }
            opens(user, "client-certificate", "client-cert", name, errors);
            opens(user, "client-key", "client-key", name, errors);
        }
        JsonNode exec = user.get("exec");
        if (exec != null && exec.isObject()) {
            exec(name, user, exec, errors);
        }
        if (methods.size() > 1) {
            errors.add("more than one authentication method found for " + name + "; found " + methods
                    .toString().replace(",", "") + ", only one is allowed");
        }
        boolean impersonationParts = has(user, "as-uid") || user.path("as-groups").size() > 0
                || user.path("as-user-extra").size() > 0;
        if (impersonationParts && !has(user, "as")) {
            errors.add("requesting uid, groups or user-extra for " + name + " without impersonating a user");
        }
        return errors;
    }

    private static void exec(String name, ObjectNode user, JsonNode exec, List<String> errors) {
        if (user.has("auth-provider") && !user.get("auth-provider").isNull()) {
            errors.add("authProvider cannot be provided in combination with an exec plugin for " + name);
        }
        if (!has(exec, "command")) {
            errors.add("command must be specified for " + name + " to use exec authentication plugin");
        }
        if (!has(exec, "apiVersion")) {
            errors.add("apiVersion must be specified for " + name + " to use exec authentication plugin");
        }
        for (JsonNode variable : exec.path("env")) {
            if (!has(variable, "name")) {
                errors.add("env variable name must be specified for " + name + " to use exec authentication plugin");
            }
        }
        String mode = exec.path("interactiveMode").asText("");
        String version = exec.path("apiVersion").asText("");
        boolean defaulted = version.equals("client.authentication.k8s.io/v1beta1")
                || version.equals("client.authentication.k8s.io/v1alpha1"); // kubeconfig v1 defaults these to IfAvailable
        if (mode.isEmpty() && !defaulted) {
            errors.add("interactiveMode must be specified for " + name + " to use exec authentication plugin");
        } else if (!mode.isEmpty() && !List.of("Never", "IfAvailable", "Always").contains(mode)) {
            errors.add("invalid interactiveMode for " + name + ": \"" + mode + "\"");
        }
    }

    static List<String> cluster(String name, ObjectNode cluster) {
        List<String> errors = new ArrayList<>();
        if (has(cluster, "certificate-authority") && has(cluster, "certificate-authority-data")) {
            errors.add("certificate-authority-data and certificate-authority are both specified for " + name
                    + ". certificate-authority-data will override.");
        }
        opens(cluster, "certificate-authority", "certificate-authority", name, errors);
        return errors;
    }

    /** Go's os.Open: a folder opens; a missing or unreadable file does not. */
    private static void opens(ObjectNode body, String key, String word, String name, List<String> errors) {
        if (!has(body, key)) {
            return;
        }
        String path = body.get(key).asText();
        openError(path).ifPresent(why -> errors.add("unable to read " + word + " " + path + " for " + name
                + " due to open " + path + ": " + why));
    }

    static java.util.Optional<String> openError(String path) {
        Path file = Path.of(path);
        if (Files.isDirectory(file)) {
            return java.util.Optional.empty();
        }
        try (var unused = Files.newInputStream(file)) {
            return java.util.Optional.empty();
        } catch (NoSuchFileException e) {
            return java.util.Optional.of("no such file or directory");
        } catch (AccessDeniedException e) {
            return java.util.Optional.of("permission denied");
        } catch (IOException e) {
            return java.util.Optional.of(String.valueOf(e.getMessage()));
        }
    }

    static boolean has(JsonNode body, String key) {
        JsonNode value = body.get(key);
        return value != null && !value.isNull() && !(value.isTextual() && value.asText().isEmpty());
    }
}
