package io.japply.cli.warm;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.SocketChannel;

/** A request's stdout or stderr: each write a frame of its type to the client, nothing buffered here. */
final class FrameOutput extends OutputStream {
    private final SocketChannel channel;
    private final byte type;

    FrameOutput(SocketChannel channel, byte type) {
        this.channel = channel;
        this.type = type;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (length == 0) {
            return;
        }
        synchronized (channel) { // stdout, stderr and READ_INPUT frames come from more than one thread
            Frames.write(channel, type, bytes, offset, length);
        }
    }
}
