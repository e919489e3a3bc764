package io.japply.cli.diff;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.Sleeper;
import io.japply.cli.Environment;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.Input;
import java.util.List;

/**
 * What a diff reads through the command's apply: the cluster of the flags, the objects of -f or -k (and
 * of --live), how retries wait, and the environment.
 */
public interface DiffSources {
    ClusterGateway cluster(ClusterFlags flags);

    List<Manifest> manifests(List<String> files, boolean recursive);

    List<Manifest> manifests(Input input);

    Sleeper sleeper();

    Environment environment();
}
