/**
 * Which kind of file a store holds: the table of its chunks (and the column naming the file) when
 * the store keeps them, the folder of its objects in a bucket. Materials, message attachments
 * and the plan's evidence files are stored alike, each on a shelf of its own.
 */
export interface FileShelf {
  chunkTable: 'material_chunks' | 'message_file_chunks' | 'plan_file_chunks';
  fileColumn: 'material_id' | 'file_id';
  bucketFolder: string;
  /** Names the file in log lines ("material", "message file"). */
  label: string;
}

export const materialShelf: FileShelf = {
  chunkTable: 'material_chunks',
  fileColumn: 'material_id',
  bucketFolder: 'materials',
  label: 'material',
};

export const messageFileShelf: FileShelf = {
  chunkTable: 'message_file_chunks',
  fileColumn: 'file_id',
  bucketFolder: 'message-files',
  label: 'message file',
};

export const planFileShelf: FileShelf = {
  chunkTable: 'plan_file_chunks',
  fileColumn: 'file_id',
  bucketFolder: 'plan-files',
  label: 'plan file',
};
