package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.KubeconfigException;
import io.japply.apply.kubeconfig.Surroundings;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The one place japply decides which cluster, user and namespace a line means, by kubectl's loading
 * rules (client-go's clientcmd): the files ({@link KubeconfigFiles}), the context, cluster and user the
 * line and the kubeconfig name, each checked as kubectl checks it, and the Pod's service account only
 * where kubectl would use it. Anything named but missing or unusable throws {@link KubeconfigException}
 * with kubectl's words; nothing falls back to a less specific configuration. Reads files, sends nothing.
 */
public final class KubeconfigResolver {
    private static final String KUBECTL_DEFAULT_SERVER = "http://localhost:8080";

    private final UnaryOperator<String> env;
    private final Path serviceAccount;
    /** Where relative kubeconfig names (--kubeconfig, KUBECONFIG's entries) are read. */
    private final Path directory;

    /** {@code env} looks a variable up (null when unset); {@code serviceAccount} is a Pod's account folder. */
    public KubeconfigResolver(UnaryOperator<String> env, Path serviceAccount) {
        this(env, serviceAccount, Surroundings.processDirectory());
    }

    private KubeconfigResolver(UnaryOperator<String> env, Path serviceAccount, Path directory) {
        this.env = env;
        this.serviceAccount = serviceAccount;
        this.directory = directory;
    }

    /** The process's own environment and working directory, and a Pod's account folder. */
    public static KubeconfigResolver system() {
        return in(Surroundings.process());
    }

    /** A run's own environment and working directory (a warm process's request), and a Pod's account folder. */
    public static KubeconfigResolver in(Surroundings surroundings) {
        String folder = System.getProperty("japply.serviceAccountFolder"); // tests only: a Pod's folder elsewhere
        return new KubeconfigResolver(surroundings::get, folder == null ? InClusterAccount.FOLDER : Path.of(folder),
                surroundings.directory());
    }

    public ResolvedKubeconfig resolve(ConnectionRequest request) {
        return resolve(request, false);
    }

    /**
     * As {@link #resolve(ConnectionRequest)}; {@code namespaceFirst}: as kubectl's commands that read
     * the namespace before their client (the last-applied commands), whose checks of the configuration
     * then come before the checks that a flag's context, cluster or user exists, unless -n is given.
     */
    public ResolvedKubeconfig resolve(ConnectionRequest request, boolean namespaceFirst) {
        List<String> candidates = KubeconfigFiles.candidates(request.kubeconfig(), env, directory);
        List<KubeconfigFiles.Read> files = KubeconfigFiles.read(candidates, directory);
        MergedKubeconfig merged = MergedKubeconfig.load(files);
        boolean contextNamed = ConnectionRequest.given(request.context());
        String contextName = contextNamed ? request.context() : merged.currentContext();
        MergedKubeconfig.Entry context = contextName == null ? null : merged.contexts().get(contextName);
        ObjectNode contextBody = context == null ? JsonNodeFactory.instance.objectNode() : context.body();
        String userName = ConnectionRequest.given(request.user()) ? request.user() : text(contextBody, "user");
        String clusterName = ConnectionRequest.given(request.cluster()) ? request.cluster() : text(contextBody, "cluster");
        MergedKubeconfig.Entry user = userName == null ? null : merged.users().get(userName);
        MergedKubeconfig.Entry cluster = clusterName == null ? null : merged.clusters().get(clusterName);
        ObjectNode userBody = RequestOverrides.user(user, request, directory);
        ObjectNode clusterBody = RequestOverrides.cluster(cluster, request, directory);
        boolean clusterNamedMissing = ConnectionRequest.given(request.cluster()) && cluster == null;
        if (namespaceFirst && !ConnectionRequest.given(request.namespace())) {
            confirmUsable(contextName, context, userName, userBody, clusterName, clusterBody, clusterNamedMissing);
        }
        // kubectl's order: the user, the context, the cluster a flag names
        requireNamed(request.user(), merged.users(), "auth info");
        if (contextNamed && context == null) {
            throw KubeconfigException.of(KubeconfigException.Kind.UNUSABLE, "context \"" + contextName + "\" does not exist");
        }
        requireNamed(request.cluster(), merged.clusters(), "cluster");
        confirmUsable(contextName, context, userName, userBody, clusterName, clusterBody, false);
        requireServerUrl(text(clusterBody, "server"));
        String namespace = ConnectionRequest.given(request.namespace()) ? request.namespace() : text(contextBody, "namespace");
        Optional<InClusterAccount> pod = InClusterAccount.find(env, serviceAccount);
        if (!UsableCheck.has(clusterBody, "server")) {
            return withoutServer(request, contextName, clusterName, cluster, pod, namespace, merged,
                    files.isEmpty() ? candidates : List.of());
        }
        if (namespace == null && pod.isPresent()) {
            namespace = pod.get().namespace(); // kubectl: a context without a namespace in a Pod means the Pod's
        }
        return new ResolvedKubeconfig(contextName, contexts(merged), userName, userBody, user == null ? null : user.file(),
                clusterName, clusterBody, cluster == null ? null : cluster.file(), namespace, null);
    }

    /**
     * kubectl sends to its default server (KUBERNETES_MASTER, else localhost:8080) when nothing names one,
     * or to the Pod's API server when the configuration is otherwise the default one; japply refuses the
     * default localhost:8080 rather than guess (docs/differences.md).
     */
    private ResolvedKubeconfig withoutServer(ConnectionRequest request, String contextName, String clusterName,
                                             MergedKubeconfig.Entry cluster, Optional<InClusterAccount> pod,
                                             String namespace, MergedKubeconfig merged, List<String> missing) {
        String master = env.apply("KUBERNETES_MASTER");
        String server = master == null || master.isEmpty() ? KUBECTL_DEFAULT_SERVER : master;
        boolean defaults = server.startsWith("http:") && !ConnectionRequest.given(request.impersonate())
                && !request.requestTimeoutGiven();
        if (defaults && pod.isPresent()) {
            String podNamespace = namespace != null ? namespace : pod.get().namespace();
            return new ResolvedKubeconfig(null, contexts(merged), null, JsonNodeFactory.instance.objectNode(), null, null,
                    JsonNodeFactory.instance.objectNode(), null, podNamespace, pod.get());
        }
        if (server.equals(KUBECTL_DEFAULT_SERVER)) {
            throw KubeconfigException.of(KubeconfigException.Kind.NO_SERVER, missing.isEmpty()
                    ? noServer(contextName, clusterName, cluster)
                    : "no server: no kubeconfig: " + String.join(", ", missing) + (missing.size() > 1 ? " do" : " does")
                            + " not exist (give --kubeconfig or --server, or set KUBECONFIG)");
        }
        ObjectNode withMaster = JsonNodeFactory.instance.objectNode().put("server", server);
        return new ResolvedKubeconfig(contextName, contexts(merged), null, JsonNodeFactory.instance.objectNode(), null, clusterName,
                withMaster, null, namespace, null);
    }

    private static String noServer(String contextName, String clusterName, MergedKubeconfig.Entry cluster) {
        if (contextName == null) {
            return "no server: no kubeconfig names a current context, and no --server, --context or in-cluster service account was given";
        }
        if (clusterName == null) {
            return "no server: context \"" + contextName + "\" names no cluster";
        }
        return cluster == null ? "no server: context \"" + contextName + "\" names cluster \"" + clusterName
                + "\", which does not exist" : "no server: cluster \"" + clusterName + "\" has no server";
    }

    /** A server that is no URL stops the run as in kubectl, instead of reaching the HTTP client. */
    private static void requireServerUrl(String server) {
        if (server == null) {
            return;
        }
        try {
            new java.net.URI(server.contains("://") ? server : "https://" + server);
        } catch (java.net.URISyntaxException e) {
            throw KubeconfigException.of(KubeconfigException.Kind.UNUSABLE,
                    "host must be a URL or a host:port pair: \"" + server + "\"");
        }
    }

    private static void requireNamed(String name, java.util.Map<String, MergedKubeconfig.Entry> entries, String what) {
        if (ConnectionRequest.given(name) && !entries.containsKey(name)) {
            throw KubeconfigException.of(KubeconfigException.Kind.UNUSABLE, what + " \"" + name + "\" does not exist");
        }
    }

    /** client-go's ConfirmUsable: every problem of the chosen context, user and cluster at once. */
    private static void confirmUsable(String contextName, MergedKubeconfig.Entry context, String userName,
                                      ObjectNode user, String clusterName, ObjectNode cluster, boolean clusterMissing) {
        List<String> errors = new ArrayList<>();
        boolean contextMissing = contextName != null && context == null;
        if (contextMissing) {
            errors.add("context was not found for specified context: " + contextName);
        }
        errors.addAll(UsableCheck.user(userName == null ? "" : userName, user));
        if (clusterMissing) {
            errors.add("no server found for cluster \"" + clusterName + "\""); // client-go checks an empty cluster
        } else {
            errors.addAll(UsableCheck.cluster(clusterName == null ? "" : clusterName, cluster));
        }
        if (errors.isEmpty()) {
            return;
        }
        boolean onlyContext = contextMissing && errors.size() == 1;
        throw new KubeconfigException(onlyContext ? KubeconfigException.Kind.CONTEXT_NOT_FOUND
                : KubeconfigException.Kind.INVALID, errors);
    }

    private static java.util.Map<String, ObjectNode> contexts(MergedKubeconfig merged) {
        java.util.Map<String, ObjectNode> all = new java.util.LinkedHashMap<>();
        merged.contexts().forEach((name, entry) -> all.put(name, entry.body()));
        return all;
    }

    static String text(ObjectNode body, String key) {
        return UsableCheck.has(body, key) ? body.get(key).asText() : null;
    }
}
