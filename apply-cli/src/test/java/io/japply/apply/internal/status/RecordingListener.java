package io.japply.apply.internal.status;

import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.WaitListener;

import java.util.ArrayList;
import java.util.List;

/** Keeps every listener call as a line, in order. */
final class RecordingListener implements WaitListener {
    final List<String> lines = new ArrayList<>();
    final List<ObjectStatus> ready = new ArrayList<>();

    @Override
    public void ready(ObjectStatus object) {
        ready.add(object);
        lines.add("ready " + object.describe());
    }

    @Override
    public void failed(ObjectStatus object) {
        lines.add("failed " + object.describe());
    }

    @Override
    public void changed(ObjectStatus object) {
        lines.add("changed " + object.describe());
    }

    @Override
    public void stillWaiting(List<ObjectStatus> waiting) {
        lines.add("waiting for " + waiting.size());
    }
}
