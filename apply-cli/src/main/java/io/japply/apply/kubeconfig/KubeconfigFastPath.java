package io.japply.apply.kubeconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Context;
import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.client.Config;
import io.japply.apply.support.Failure;
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
 * fabric8's {@link Config} for a kubeconfig, read with a plain YAML reader instead of fabric8's own
 * reading, which builds a serializer of some 600 model classes first (about a fifth of a one-object
 * apply). It reads the common forms only: a server with its CA (file or data) or
 * insecure-skip-tls-verify, a token, a token file, a client certificate and key (file or data), an exec
 * credential plugin ({@link ExecAuth}), the context's namespace, several KUBECONFIG files and --context.
 * For anything else (auth providers, basic auth, impersonation, proxies, in-cluster, fabric8's KUBERNETES_* settings) it
 * answers empty and fabric8 reads the kubeconfig itself.
 */
public final class KubeconfigFastPath {
    /** The cluster's one boolean field. */
    static final String INSECURE = "insecure-skip-tls-verify";
    private static final Set<String> CLUSTER_KEYS = Set.of("server", "certificate-authority", "certificate-authority-data",
            INSECURE);
    private static final String EXEC = "exec";
    private static final Set<String> USER_KEYS = Set.of("token", "tokenFile", "client-certificate",
            "client-certificate-data", "client-key", "client-key-data", EXEC);
    private static final Set<String> CONTEXT_KEYS = Set.of("cluster", "user", "namespace");

    private final UnaryOperator<String> env;
    private final UnaryOperator<String> properties;
    private final ExecAuth exec;

    /** env and properties look a name up (null when unset): the process's own outside tests. */
    public KubeconfigFastPath(UnaryOperator<String> env, UnaryOperator<String> properties) {
        this(env, properties, new ExecAuth(false, text -> { }));
    }

    /** As above; exec runs a user's exec credential plugin. */
    public KubeconfigFastPath(UnaryOperator<String> env, UnaryOperator<String> properties, ExecAuth exec) {
        this.env = env;
        this.properties = properties;
        this.exec = exec;
    }

    public static KubeconfigFastPath system(ExecAuth exec) {
        return new KubeconfigFastPath(System::getenv, System::getProperty, exec);
    }

    /**
     * The Config fabric8 would build for --kubeconfig (null: KUBECONFIG or ~/.kube/config) and --context
     * (null: the current context), or empty when fabric8 has to read it.
     */
    public Optional<Config> read(String kubeconfigFlag, String context) {
        return read(kubeconfigFlag, context, null, null);
    }

    /**
     * As {@link #read(String, String)}, with the kubeconfig cluster and user named by kubectl's --cluster
     * and --user (null: the context's), refused in kubectl's words when the kubeconfig has no such entry.
     */
    public Optional<Config> read(String kubeconfigFlag, String context, String clusterFlag, String userFlag) {
        if (FabricSettings.anySet(env, properties)) {
            return Optional.empty();
        }
        Optional<List<File>> files = files(kubeconfigFlag);
        if (files.isEmpty() || files.get().isEmpty()) {
            return Optional.empty();
        }
        return MergedKubeconfig.read(files.get()).flatMap(merged -> build(merged, context, clusterFlag, userFlag));
    }

    /** The files to merge; empty when fabric8 must choose (a kubeconfig system property, no HOME). */
    private Optional<List<File>> files(String kubeconfigFlag) {
        if (kubeconfigFlag != null) {
            File file = new File(kubeconfigFlag);
            if (!file.isFile() || !file.canRead()) {
                return Optional.empty(); // the slow path names the file and why in one line
            }
            return Optional.of(List.of(file));
        }
        if (properties.apply(FabricSettings.KUBECONFIG) != null) {
            return Optional.empty();
        }
        String list = env.apply("KUBECONFIG");
        if (list == null) {
            String home = env.apply("HOME");
            if (home == null || !new File(home).isDirectory()) {
                return Optional.empty();
            }
            list = new File(home, ".kube" + File.separator + "config").getPath();
        }
        if (list.isBlank()) {
            return Optional.empty(); // kubectl and fabric8 differ here
        }
        List<File> files = new ArrayList<>();
        for (String name : list.split(File.pathSeparator)) {
            File file = new File(name);
            if (!name.isEmpty() && file.isFile() && file.length() > 0) { // missing files are skipped, as both do
                files.add(file);
            }
        }
        return Optional.of(files);
    }

    private Optional<Config> build(MergedKubeconfig merged, String contextFlag, String clusterFlag, String userFlag) {
        String name = contextFlag != null ? contextFlag : merged.currentContext();
        MergedKubeconfig.Entry context = name == null ? null : merged.contexts().get(name);
        if (context == null || !only(context.body(), CONTEXT_KEYS)) {
            return Optional.empty();
        }
        MergedKubeconfig.Entry cluster = merged.clusters().get(clusterFlag != null ? clusterFlag : text(context.body(), "cluster"));
        String userName = userFlag != null ? userFlag : text(context.body(), "user");
        MergedKubeconfig.Entry user = userName == null ? null : merged.users().get(userName);
        if (clusterFlag != null && cluster == null) {
            throw Failure.input("cluster \"" + clusterFlag + "\" does not exist");
        }
        if (userFlag != null && user == null) {
            throw Failure.input("auth info \"" + userFlag + "\" does not exist");
        }
        if (cluster == null || !only(cluster.body(), CLUSTER_KEYS) || (userName != null && user == null)
                || (user != null && !only(user.body(), USER_KEYS)) || !hasScheme(text(cluster.body(), "server"))) {
            return Optional.empty();
        }
        Config config = Config.empty();
        config.setAdditionalProperty(TlsServerName.NONE_KEY, true);
        config.setContexts(contexts(merged));
        config.setCurrentContext(named(name, context.body()));
        config.setNamespace(text(context.body(), "namespace"));
        ConfigFields.cluster(config, cluster);
        InsecureWithCa.refuse(config); // before a plugin runs, as kubectl checks the kubeconfig first
        if (user != null) {
            ConfigFields.user(config, user);
            exec.apply(config, userName, user, cluster);
        }
        return Optional.of(config);
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

    private static List<NamedContext> contexts(MergedKubeconfig merged) {
        List<NamedContext> all = new ArrayList<>();
        merged.contexts().forEach((name, entry) -> all.add(named(name, entry.body())));
        return all;
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

    static String readToken(File kubeconfig, String tokenFile) {
        String path = resolve(kubeconfig, tokenFile);
        try {
            return Files.readString(new File(path).toPath()).trim();
        } catch (IOException e) {
            throw Failure.input("kubeconfig " + kubeconfig + ": tokenFile " + path + ": cannot read it");
        }
    }
}
