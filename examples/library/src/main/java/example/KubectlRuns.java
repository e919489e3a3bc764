package example;

import io.japply.apply.ApplyReport;
import io.japply.apply.Connections;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.Preview;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.WaitListener;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * What the command line's runs are in a library user's hands: a connection from the kubeconfig, then
 * {@code japply apply --prune -l}, {@code --atomic}, {@code --wait-ready} and {@code japply diff}, each
 * one call on the library's face. The code between the tags is docs/library.md's, word for word
 * (ExamplesTest); {@link Runs} runs it and prints what happened.
 */
final class KubectlRuns {
    private KubectlRuns() {
    }

    // tag::connect[]
    /**
     * What kubectl would connect to: the kubeconfig file given (null: KUBECONFIG or ~/.kube/config, as
     * kubectl finds it), its current context, and the namespace given as -n (null: the context's). Exec
     * plugins, TLS names, redirects and timeouts as the command line has them. Close it when done.
     */
    static ClusterGateway connect(String kubeconfig, String namespace) {
        ConnectionRequest request = ConnectionRequest.defaults().withKubeconfig(kubeconfig).withNamespace(namespace);
        return Connections.gateway(request, ConnectionOptions.defaults());
    }
    // end::connect[]

    // tag::prune[]
    /** As apply --prune -l SELECTOR -f FOLDER: what carries the labels and left the folder is deleted. */
    static ApplyReport applyAndPrune(ClusterGateway cluster, String folder, String selector) {
        // report.pruned(): a PruneResult per object deleted (or not: its error()); none when an object failed
        return Japply.using(cluster).pruneByLabel(selector).apply(Manifests.read(List.of(folder), false));
    }
    // end::prune[]

    // tag::atomic[]
    /** As apply --atomic -f FOLDER: when an object fails, every object the call changed is put back. */
    static ApplyReport applyAtomically(ClusterGateway cluster, String folder) {
        // report.rollback(): its cause() and objects(), each with its step(): RESTORED, DELETED, RECREATED...
        return Japply.using(cluster).atomic(true).apply(Manifests.read(List.of(folder), false));
    }
    // end::atomic[]

    // tag::wait[]
    /** As apply --wait-ready -f FOLDER: applied, then followed until each object is ready, one fails or time is up. */
    static ApplyReport applyAndWait(ClusterGateway cluster, String folder, Duration timeout, Consumer<String> log) {
        // report.readiness(): the WaitOutcome, end() ALL_CURRENT, FAILED, TIMED_OUT...; empty when an object failed
        return Japply.using(cluster).applyAndWait(Manifests.read(List.of(folder), false), timeout, new WaitListener() {
            @Override
            public void ready(ObjectStatus object) {
                log.accept(object.ref() + " is ready");
            }
        });
    }
    // end::wait[]

    // tag::diff[]
    /** As diff -f FOLDER: kubectl diff's text, and its exit code: 0 nothing would change, 1 something would, 2 an error. */
    static int diff(ClusterGateway cluster, String folder, Consumer<String> out) {
        Preview preview = Japply.using(cluster).preview(Manifests.read(List.of(folder), false)); // the server's dry run
        out.accept(preview.diff());
        preview.failed().forEach(failed -> out.accept("error: " + failed.error().orElseThrow().getMessage() + "\n"));
        return !preview.failed().isEmpty() ? 2 : preview.changed() ? 1 : 0;
    }
    // end::diff[]
}
