package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.PluginPolicy;
import io.japply.apply.kubeconfig.Surroundings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;
import io.japply.apply.model.Failure;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A kubeconfig user's exec plugin, run before any request and put into fabric8's Config, for both ways
 * a kubeconfig is read (japply's fast path, or fabric8's reading, whose own run of the plugin fails open).
 * A user with a token or tokenFile sends that and never runs its plugin, as kubectl does.
 */
public final class ExecAuth {
    private static final String EXEC_EXTENSION = ExecPlugin.GROUP + "/exec";
    private final ExecCredentials credentials;

    /** terminal: whether stdin is a terminal; pluginStderr: what a plugin that succeeded wrote on stderr. */
    public ExecAuth(boolean terminal, Consumer<String> pluginStderr) {
        this(new ExecCredentials(terminal, pluginStderr, PluginPolicy.allowAll(), Surroundings.process()));
    }

    private ExecAuth(ExecCredentials credentials) {
        this.credentials = credentials;
    }

    /** The same, running only the plugins {@code policy} allows (a kuberc's credentialPluginPolicy). */
    public ExecAuth withPolicy(PluginPolicy policy) {
        return new ExecAuth(credentials.withPolicy(policy));
    }

    /** The same, each plugin run in {@code surroundings}: its environment inherited, its directory the run's. */
    public ExecAuth in(Surroundings surroundings) {
        return new ExecAuth(credentials.in(surroundings));
    }

    /** Runs the user's plugin, if any, and sets its credential on {@code config}. */
    void apply(Config config, String userName, MergedKubeconfig.Entry user, MergedKubeconfig.Entry cluster) {
        plugin(userName, user).ifPresent(plugin -> set(config, credentials.run(plugin, clusterInfo(cluster))));
    }

    private static Optional<ExecPlugin> plugin(String userName, MergedKubeconfig.Entry user) {
        JsonNode exec = user.body().get("exec");
        boolean hasToken = user.body().hasNonNull("token") || user.body().hasNonNull("tokenFile");
        if (exec == null || exec.isNull() || hasToken) {
            return Optional.empty();
        }
        if (!exec.isObject()) {
            throw Failure.input("kubeconfig " + user.file() + ": user " + userName + ": exec is not a mapping");
        }
        return Optional.of(ExecPlugin.of(userName, (ObjectNode) exec, user.file()));
    }

    private static void set(Config config, ExecOutput.Credential credential) {
        if (credential.token() != null) {
            config.setAutoOAuthToken(credential.token());
        }
        if (credential.clientCertificateData() != null) {
            config.setClientCertFile(null);
            config.setClientKeyFile(null);
            config.setClientCertData(base64(credential.clientCertificateData()));
            config.setClientKeyData(base64(credential.clientKeyData()));
            config.setClientKeyAlgo(Config.getKeyAlgorithm(null, config.getClientKeyData()));
        }
    }

    private static String base64(String pem) {
        return Base64.getEncoder().encodeToString(pem.getBytes(StandardCharsets.UTF_8));
    }

    /** The cluster as kubectl hands it to a plugin with provideClusterInfo (spec.cluster of KUBERNETES_EXEC_INFO). */
    private static ObjectNode clusterInfo(MergedKubeconfig.Entry cluster) {
        if (cluster == null) {
            return null;
        }
        ObjectNode body = cluster.body();
        ObjectNode info = JsonNodeFactory.instance.objectNode();
        copy(body, "server", info);
        copy(body, "tls-server-name", info);
        if (body.path(KubeconfigFastPath.INSECURE).asBoolean(false)) {
            info.put(KubeconfigFastPath.INSECURE, true);
        }
        caData(cluster).ifPresent(data -> info.put("certificate-authority-data", data));
        copy(body, "proxy-url", info);
        if (body.path("disable-compression").asBoolean(false)) {
            info.put("disable-compression", true);
        }
        info.set("config", execExtension(body)); // null when there is none, as kubectl writes it
        return info;
    }

    /** The cluster's extension named for exec plugins, which kubectl hands on as spec.cluster.config. */
    private static JsonNode execExtension(ObjectNode cluster) {
        for (JsonNode named : cluster.path("extensions")) {
            if (EXEC_EXTENSION.equals(named.path("name").asText())) {
                return named.path("extension");
            }
        }
        return JsonNodeFactory.instance.nullNode();
    }

    private static void copy(ObjectNode from, String field, ObjectNode to) {
        String value = KubeconfigFastPath.text(from, field);
        if (value != null) {
            to.put(field, value);
        }
    }

    private static Optional<String> caData(MergedKubeconfig.Entry cluster) {
        String data = KubeconfigFastPath.text(cluster.body(), "certificate-authority-data");
        String file = KubeconfigFastPath.resolve(cluster.file(), KubeconfigFastPath.text(cluster.body(), "certificate-authority"));
        if (data != null || file == null) {
            return Optional.ofNullable(data);
        }
        try {
            return Optional.of(Base64.getEncoder().encodeToString(Files.readAllBytes(new File(file).toPath())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
