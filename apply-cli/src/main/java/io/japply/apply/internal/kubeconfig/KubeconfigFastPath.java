package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.KubeconfigException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Context;
import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.client.Config;
import io.japply.apply.model.Failure;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * fabric8's {@link Config} for the context, user and cluster {@link KubeconfigResolver} chose, built
 * without fabric8's own kubeconfig reading, which builds a serializer of some 600 model classes first
 * (about a fifth of a one-object apply). It builds the common forms only: a server with its CA (file or
 * data) or insecure-skip-tls-verify, a token, a token file, a client certificate and key (file or data),
 * an exec credential plugin ({@link ExecAuth}), the context's namespace. For anything else (auth
 * providers, basic auth, impersonation, proxies) it answers empty and {@link ClientConfigs} has
 * fabric8 read the same entries.
 */
public final class KubeconfigFastPath {
    /** The cluster's one boolean field. */
    static final String INSECURE = "insecure-skip-tls-verify";
    private static final Set<String> CLUSTER_KEYS = Set.of("server", "certificate-authority", "certificate-authority-data",
            INSECURE);
    private static final String EXEC = "exec";
    private static final Set<String> USER_KEYS = Set.of("token", "tokenFile", "client-certificate",
            "client-certificate-data", "client-key", "client-key-data", EXEC);

    private final UnaryOperator<String> env;
    private final ExecAuth exec;

    /** env looks a name up (null when unset): the process's own outside tests. */
    public KubeconfigFastPath(UnaryOperator<String> env, UnaryOperator<String> properties) {
        this(env, properties, new ExecAuth(false, text -> { }));
    }

    /** As above; exec runs a user's exec credential plugin. */
    public KubeconfigFastPath(UnaryOperator<String> env, UnaryOperator<String> properties, ExecAuth exec) {
        this.env = env;
        this.exec = exec;
    }

    public static KubeconfigFastPath system(ExecAuth exec) {
        return new KubeconfigFastPath(System::getenv, System::getProperty, exec);
    }

    /** The Config for --kubeconfig (null: KUBECONFIG or ~/.kube/config) and --context (null: the current one). */
    public Optional<Config> read(String kubeconfigFlag, String context) {
        return read(kubeconfigFlag, context, null, null);
    }

    /**
     * As {@link #read(String, String)}, with kubectl's --cluster and --user; empty when the fast path
     * does not build this form (fabric8 then reads it). Missing or unusable entries throw in kubectl's words.
     */
    public Optional<Config> read(String kubeconfigFlag, String context, String clusterFlag, String userFlag) {
        ConnectionRequest request = new ConnectionRequest(kubeconfigFlag, context, clusterFlag, userFlag, null, null,
                null, null, null, null, null, null, false, null, java.util.List.of(), null, java.util.Map.of(), false);
        ResolvedKubeconfig resolved = new KubeconfigResolver(env, InClusterAccount.FOLDER).resolve(request);
        return resolved.usesServiceAccount() ? Optional.empty() : build(resolved, exec);
    }

    /** The Config for {@code resolved}, or empty when it is not one of the forms built here. */
    static Optional<Config> build(ResolvedKubeconfig resolved, ExecAuth exec) {
        ObjectNode cluster = resolved.cluster();
        ObjectNode user = resolved.user();
        if (!only(cluster, CLUSTER_KEYS) || !only(user, USER_KEYS) || !hasScheme(text(cluster, "server"))) {
            return Optional.empty();
        }
        Config config = Config.empty();
        config.setAdditionalProperty(TlsServerName.NONE_KEY, true);
        config.setContexts(contexts(resolved));
        config.setCurrentContext(namedContext(resolved));
        config.setNamespace(resolved.namespace());
        ConfigFields.cluster(config, cluster);
        InsecureWithCa.refuse(config); // before a plugin runs, as kubectl checks the kubeconfig first
        if (resolved.userFile() != null || !user.isEmpty()) {
            ConfigFields.user(config, user);
            if (resolved.userFile() != null) {
                exec.apply(config, resolved.userName(), new MergedKubeconfig.Entry(user, resolved.userFile()),
                        new MergedKubeconfig.Entry(cluster, resolved.clusterFile()));
            }
        }
        return Optional.of(config);
    }

    /** The chosen context as fabric8 names it, its namespace the one resolved. */
    static NamedContext namedContext(ResolvedKubeconfig resolved) {
        ObjectNode body = resolved.contextName() == null ? null : resolved.contexts().get(resolved.contextName());
        NamedContext named = named(resolved.contextName() == null ? "" : resolved.contextName(),
                body == null ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode() : body);
        named.getContext().setNamespace(resolved.namespace());
        return named;
    }

    static List<NamedContext> contexts(ResolvedKubeconfig resolved) {
        List<NamedContext> all = new ArrayList<>();
        resolved.contexts().forEach((name, body) -> all.add(named(name, body)));
        return all;
    }

    /** fabric8 adds https:// to a bare host name when it can; that is left to fabric8. */
    private static boolean hasScheme(String server) {
        return server != null && (server.startsWith("https://") || server.startsWith("http://"));
    }

    /**
     * Only known keys, insecure-skip-tls-verify a boolean and the others non-empty strings: kubectl refuses
     * a string where it wants a bool and the reverse, and fabric8's reading then names the file and field.
     */
    private static boolean only(ObjectNode body, Set<String> keys) {
        for (Iterator<Map.Entry<String, JsonNode>> it = body.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            JsonNode value = field.getValue();
            boolean usable = switch (field.getKey()) {
                case INSECURE -> value.isBoolean();
                case EXEC -> value.isObject();
                default -> value.isTextual() && !value.asText().isEmpty();
            };
            if (!keys.contains(field.getKey()) || !usable) {
                return false;
            }
        }
        return true;
    }

    static String text(ObjectNode body, String key) {
        JsonNode value = body.get(key);
        return value != null && value.isTextual() ? value.asText() : null;
    }

    private static NamedContext named(String name, ObjectNode body) {
        Context context = new Context();
        context.setCluster(text(body, "cluster"));
        context.setUser(text(body, "user"));
        context.setNamespace(text(body, "namespace"));
        NamedContext named = new NamedContext();
        named.setName(name);
        named.setContext(context);
        return named;
    }

    /** A path of the kubeconfig made absolute against the directory of the file that holds it, as kubectl does. */
    static String resolve(File kubeconfig, String path) {
        if (path == null) {
            return null;
        }
        File file = new File(path);
        return file.isAbsolute() ? file.getAbsolutePath() : new File(kubeconfig.getAbsoluteFile().getParentFile(), path).getAbsolutePath();
    }

    /** A user's tokenFile (already absolute); one that cannot be read stops the run in kubectl's words. */
    static String readToken(String path) {
        try {
            return Files.readString(new File(path).toPath()).trim();
        } catch (IOException e) {
            throw KubeconfigException.of(KubeconfigException.Kind.UNUSABLE, "open " + path + ": "
                    + UsableCheck.openError(path).orElse(Files.isDirectory(new File(path).toPath()) ? "is a directory"
                    : String.valueOf(e.getMessage())));
        }
    }
}
