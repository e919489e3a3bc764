package io.japply.cli.flags;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.function.Consumer;

/**
 * kubectl apply's --grace-period: every delete the apply sends (a prune, the delete of --force) carries
 * it in its DeleteOptions, as kubectl's do; a negative value leaves each object's own.
 */
public final class GracePeriodGateway extends ForwardingGateway {
    private final int seconds;

    private GracePeriodGateway(ClusterGateway cluster, int seconds) {
        super(cluster);
        this.seconds = seconds;
    }

    /** {@code cluster} itself when the flag asks for nothing. */
    public static ClusterGateway of(ClusterGateway cluster, int seconds) {
        return seconds < 0 ? cluster : new GracePeriodGateway(cluster, seconds);
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        cluster.delete(ref, served, options.withGracePeriod(seconds));
    }

    @Override
    public ClusterGateway reportingTo(Consumer<String> warnings) {
        return new GracePeriodGateway(cluster.reportingTo(warnings), seconds);
    }
}
