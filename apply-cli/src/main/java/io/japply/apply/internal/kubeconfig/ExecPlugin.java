package io.japply.apply.internal.kubeconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A kubeconfig user's {@code exec} credential plugin, checked as kubectl checks it before any request:
 * a command, a known apiVersion, and (for v1) an interactiveMode. A command holding a '/' is a path
 * relative to the kubeconfig's folder, as in kubectl; a bare name is looked up on PATH.
 */
record ExecPlugin(String user, String command, List<String> args, Map<String, String> env, String apiVersion,
                  InteractiveMode interactiveMode, String installHint, boolean provideClusterInfo) {
    static final String GROUP = "client.authentication.k8s.io";
    private static final Set<String> VERSIONS = Set.of(GROUP + "/v1", GROUP + "/v1beta1");

    /** kubeconfig's interactiveMode: whether the plugin may read the terminal. */
    enum InteractiveMode {
        NEVER("Never"), IF_AVAILABLE("IfAvailable"), ALWAYS("Always");

        private final String word;

        InteractiveMode(String word) {
            this.word = word;
        }

        static InteractiveMode of(String word) {
            for (InteractiveMode mode : values()) {
                if (mode.word.equals(word)) {
                    return mode;
                }
            }
            return null;
        }
    }

    /** The plugin of the user named {@code user}; kubectl's words when the kubeconfig's exec section is incomplete. */
    static ExecPlugin of(String user, ObjectNode exec, File kubeconfig) {
        String command = KubeconfigFastPath.text(exec, "command");
        String apiVersion = KubeconfigFastPath.text(exec, "apiVersion");
        if (command == null) {
            throw Failure.input("command must be specified for " + user + " to use exec authentication plugin");
        }
        if (apiVersion == null) {
            throw Failure.input("apiVersion must be specified for " + user + " to use exec authentication plugin");
        }
        String modeWord = KubeconfigFastPath.text(exec, "interactiveMode");
        InteractiveMode mode = modeWord == null ? defaultMode(apiVersion, user) : InteractiveMode.of(modeWord);
        if (mode == null) {
            throw Failure.input("invalid interactiveMode for " + user + ": \"" + modeWord + "\"");
        }
        if (!VERSIONS.contains(apiVersion)) {
            throw Failure.input("exec plugin: invalid apiVersion \"" + apiVersion + "\"");
        }
        // cleaned ("dir/./x" is "dir/x"), as Go's filepath.Join gives it to kubectl's messages
        String resolved = command.contains("/")
                ? Path.of(KubeconfigFastPath.resolve(kubeconfig, command)).normalize().toString() : command;
        return new ExecPlugin(user, resolved, strings(exec.path("args")), env(exec.path("env"), user),
                apiVersion, mode, KubeconfigFastPath.text(exec, "installHint"),
                exec.path("provideClusterInfo").asBoolean(false));
    }

    /** v1 wants the mode written; v1beta1 defaults to IfAvailable, as kubectl's conversion does. */
    private static InteractiveMode defaultMode(String apiVersion, String user) {
        if (apiVersion.equals(GROUP + "/v1beta1")) {
            return InteractiveMode.IF_AVAILABLE;
        }
        throw Failure.input("interactiveMode must be specified for " + user + " to use exec authentication plugin");
    }

    private static List<String> strings(JsonNode list) {
        List<String> all = new ArrayList<>();
        list.forEach(item -> all.add(item.asText()));
        return all;
    }

    private static Map<String, String> env(JsonNode list, String user) {
        Map<String, String> all = new LinkedHashMap<>();
        for (JsonNode item : list) {
            String name = item.path("name").asText("");
            if (name.isEmpty()) {
                throw Failure.input("env variable name must be specified for " + user + " to use exec authentication plugin");
            }
            all.put(name, item.path("value").asText(""));
        }
        return all;
    }
}
